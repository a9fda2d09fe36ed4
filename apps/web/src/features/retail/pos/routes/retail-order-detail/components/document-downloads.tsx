import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadDocument } from '@/features/retail/pos/api/download-document';

/** Invoice and receipt of a placed order, as PDFs. */
export function DocumentDownloads({ orderRandomId }: { orderRandomId: string }) {
  const download = useDownloadDocument(orderRandomId);
  const busy = download.isPending ? download.variables : null;
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Documents">
      <Group justify="space-between">
        <Text fw={600}>Invoice and Receipt</Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={busy === 'invoice'}
            onClick={() => download.mutate('invoice')}
          >
            Download Invoice
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={busy === 'receipt'}
            onClick={() => download.mutate('receipt')}
          >
            Download Receipt
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
