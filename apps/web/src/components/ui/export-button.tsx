/** Downloads a list's rows as a file: a menu of the formats, the list's current query sent along. */
import {
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  type ExportFormat,
} from '@backoffice/domain/core/export';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { apiBlob } from '@/lib/api/api-client';
import { saveFile } from '@/lib/api/save-file';

export interface ExportButtonProps {
  /** The API path of the export, under /api (`/list-of-all-orders/store/new/export/`). */
  path: string;
  /** The list's filters, sent as they are; `format` is added. */
  query: Record<string, string>;
  /** The name the file is saved under. */
  fileName: (format: ExportFormat) => string;
  formats?: readonly ExportFormat[];
}

export function ExportButton({
  path,
  query,
  fileName,
  formats = EXPORT_FORMATS,
}: ExportButtonProps) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const search = new URLSearchParams({ ...query, format });
      saveFile(await apiBlob(`${path}?${search.toString()}`), fileName(format));
    } finally {
      setExporting(null);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting !== null}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => void download(format).catch(() => undefined)}>
            {EXPORT_FORMAT_LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
