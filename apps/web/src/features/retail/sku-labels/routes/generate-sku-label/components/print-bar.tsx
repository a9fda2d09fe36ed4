import { SKU_LABEL_MESSAGES as M, type TSkuLabelLine } from '@backoffice/domain/retail/pos';
import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useLabelPrinters } from '@/features/retail/sku-labels/api/label-printers';
import {
  downloadSkuLabels,
  printSkuLabels,
} from '@/features/retail/sku-labels/api/sku-label-files';

interface PrintBarProps {
  lines: readonly TSkuLabelLine[];
}

/** Download the labels' PDF, or send it to a chosen printer (001 section 8's messages). */
export function PrintBar({ lines }: PrintBarProps) {
  const printers = useLabelPrinters();
  const [printer, setPrinter] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);
  const chosen = printer ?? printers.data?.printers.find((p) => p.is_active)?.name ?? null;
  const run = async (kind: 'download' | 'print', work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch {
      // The central handler has shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  const print = () => {
    if (chosen === null) return setError(M.printerNotSelected);
    setError(null);
    void run('print', async () => {
      const answer = await printSkuLabels(lines, chosen);
      notifications.show({ color: 'green', message: answer.message });
    });
  };
  return (
    <Group gap="xs" align="flex-start">
      <Button
        mt={24}
        variant="default"
        leftSection={<IconDownload size={16} />}
        disabled={lines.length === 0}
        loading={busy === 'download'}
        onClick={() => void run('download', () => downloadSkuLabels(lines))}
      >
        Download PDF
      </Button>
      <Select
        label="Printer"
        placeholder={printers.isError ? M.printersUnavailable : 'Select a printer'}
        data={(printers.data?.printers ?? []).map((p) => ({
          value: p.name,
          label: p.is_active ? p.name : `${p.name} (inactive)`,
        }))}
        value={chosen}
        onChange={setPrinter}
        error={error}
        w={260}
      />
      <Button
        mt={24}
        leftSection={<IconPrinter size={16} />}
        disabled={lines.length === 0}
        loading={busy === 'print'}
        onClick={print}
      >
        Print
      </Button>
    </Group>
  );
}
