import { ZCancelReason } from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextareaField } from '@/components/form';

const ZCancelLinkForm = z.object({ reason: ZCancelReason });
type TCancelLinkForm = z.infer<typeof ZCancelLinkForm>;

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
  const form = useForm<TCancelLinkForm>({
    resolver: zodResolver(ZCancelLinkForm),
    defaultValues: { reason: '' },
  });
  const [confirmed, setConfirmed] = useState<string | null>(null);
  if (confirmed !== null) {
    return (
      <Stack gap="sm" role="group" aria-label="Confirm cancellation">
        <Text>Cancel the {subject}? The customer can no longer pay through it.</Text>
        <Text size="sm" c="dimmed">
          Reason: {confirmed}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirmed(null)}>
            No
          </Button>
          <Button color="red" loading={pending} onClick={() => onConfirm(confirmed)}>
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
      onSubmit={form.handleSubmit(({ reason }) => setConfirmed(reason))}
    >
      <Stack gap="sm">
        <TextareaField
          control={form.control}
          name="reason"
          label="Reason"
          required
          autosize
          minRows={2}
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
