import {
  canDial,
  capDialerInput,
  DIALER_LANDLINE_HINT,
  DIALER_NUMBER_LENGTH,
  isBlockedNumberKey,
  OUTGOING_NUMBER_PREFIX,
  ZDialerNumber,
} from '@backoffice/domain/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { usePlaceCall } from '@/lib/calls/place-call';

const ZDialerForm = z.object({ number: ZDialerNumber });
type DialerValues = z.infer<typeof ZDialerForm>;

/**
 * The Dialer's number (000 section 5): 10 digits, the input capped at 10, Call disabled
 * otherwise, the landline hint, and +91 in front of what is dialled.
 */
export function DialerForm({ agentNumber }: { agentNumber: string }) {
  const form = useForm<DialerValues>({
    resolver: zodResolver(ZDialerForm),
    mode: 'onChange',
    defaultValues: { number: '' },
  });
  const number = useWatch({ control: form.control, name: 'number' });
  const place = usePlaceCall();
  const dialable = canDial(number);
  // Say what is wrong once the box is full, or as soon as something else than a digit is typed.
  const judged = number.length === DIALER_NUMBER_LENGTH || /\D/.test(number);
  const submit = form.handleSubmit(({ number: customerNumber }) =>
    place.mutate({ agentNumber, customerNumber }),
  );
  return (
    <form aria-label="Dialer" noValidate onSubmit={submit}>
      <Stack gap="xs">
        <Controller
          control={form.control}
          name="number"
          render={({ field, fieldState }) => (
            <TextInput
              label="Number to call"
              inputMode="numeric"
              autoComplete="off"
              maxLength={DIALER_NUMBER_LENGTH}
              ref={field.ref}
              name={field.name}
              value={field.value}
              leftSection={
                <Text size="sm" c="dimmed">
                  {OUTGOING_NUMBER_PREFIX}
                </Text>
              }
              leftSectionWidth={44}
              onKeyDown={(event) => {
                if (isBlockedNumberKey(event.key, true)) event.preventDefault();
              }}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(capDialerInput(event.currentTarget.value))}
              description={DIALER_LANDLINE_HINT}
              error={judged ? fieldState.error?.message : undefined}
            />
          )}
        />
        <Button
          type="submit"
          color="green"
          leftSection={<IconPhoneCall size={16} />}
          disabled={!dialable}
          loading={place.isPending}
        >
          Call
        </Button>
      </Stack>
    </form>
  );
}
