import { POS_MESSAGES } from '@backoffice/domain/retail/pos';
import { Button, Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DATE_INPUT_PROPS } from '@/lib/format';
import { downloadRetailOrders } from '@/features/retail/pos-search/api/download-retail-orders';

interface DownloadOrdersFormProps {
  /** The window the list shows: the download starts from it. */
  startDate: string;
  endDate: string;
  today: string;
}

/** The xlsx of the store's orders for a start and end date, both required ('Required!'). */
export function DownloadOrdersForm({ startDate, endDate, today }: DownloadOrdersFormProps) {
  const [start, setStart] = useState<string | null>(startDate);
  const [end, setEnd] = useState<string | null>(endDate);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (start === null || end === null) return;
    setBusy(true);
    try {
      await downloadRetailOrders(start, end);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="sm" align="flex-start">
      <DateInput
        {...DATE_INPUT_PROPS}
        label="Start Date"
        value={start}
        maxDate={end ?? today}
        onChange={setStart}
        error={start === null ? POS_MESSAGES.dateRequired : undefined}
        clearable
        w={150}
      />
      <DateInput
        {...DATE_INPUT_PROPS}
        label="End Date"
        value={end}
        minDate={start ?? undefined}
        maxDate={today}
        onChange={setEnd}
        error={end === null ? POS_MESSAGES.dateRequired : undefined}
        clearable
        w={150}
      />
      <Button
        mt={24}
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={busy}
        disabled={start === null || end === null}
        onClick={() => void download().catch(() => undefined)}
      >
        Download
      </Button>
    </Group>
  );
}
