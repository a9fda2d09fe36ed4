import { ZCancelReason } from '@backoffice/domain/sales/payments';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

interface CancelLinkFormProps {
  /** What is cancelled, e.g. "payment link sbx_…". */
  subject: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onBack: () => void;
}

/**
 * Cancel payment (001 section 5): a reason is required ("Reason is Required!"), then the agent
 * confirms. Both steps stay in the popup so that the list behind it is kept.
 */
export function CancelLinkForm({ subject, pending, onConfirm, onBack }: CancelLinkFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <Stack gap="sm" role="group" aria-label="Confirm cancellation">
        <Text>Cancel the {subject}? The customer can no longer pay through it.</Text>
        <Text size="sm" c="dimmed">
          Reason: {reason.trim()}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            No
          </Button>
          <Button color="red" loading={pending} onClick={() => onConfirm(reason.trim())}>
            Confirm
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form
      aria-label="Cancel payment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = ZCancelReason.safeParse(reason);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message ?? null);
          return;
        }
        setError(null);
        setConfirming(true);
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" color="red">
            Cancel payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
