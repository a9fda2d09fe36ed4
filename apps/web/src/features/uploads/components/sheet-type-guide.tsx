import { sheetTypeOf, type SheetTypeKey } from '@backoffice/domain/uploads';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { samplePath } from '../api/download-upload-file';
import { DownloadButton } from './download-button';

/** What a sheet type changes, the columns it takes (required or optional) and its sample. */
export function SheetTypeGuide({ type }: { type: SheetTypeKey }) {
  const declared = sheetTypeOf(type);
  return (
    <Stack gap="xs" aria-label="Sheet columns" role="group">
      {declared && <Text size="sm">{declared.description}</Text>}
      {declared && (
        <Group gap={6}>
          {declared.columns.map((column) => (
            <Badge
              key={column.key}
              variant={column.required ? 'filled' : 'outline'}
              tt="none"
              title={column.required ? 'Required' : 'Optional'}
            >
              {`${column.header} (${column.required ? 'required' : 'optional'})`}
            </Badge>
          ))}
        </Group>
      )}
      <div>
        <DownloadButton path={samplePath(type)} fileName={`${type}-sample.xlsx`}>
          Download sample sheet
        </DownloadButton>
      </div>
    </Stack>
  );
}
