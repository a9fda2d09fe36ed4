import {
  canDial,
  capDialerInput,
  DIALER_LANDLINE_HINT,
  DIALER_NUMBER_LENGTH,
  DIALER_NUMBER_MESSAGE,
  isBlockedNumberKey,
  OUTGOING_NUMBER_PREFIX,
} from '@backoffice/domain/core/validation';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlaceCall } from '@/lib/calls/place-call';

/**
 * The Dialer's number (000 section 5): 10 digits, the input capped at 10, Call disabled
 * otherwise, the landline hint, and +91 in front of what is dialled.
 */
export function DialerForm({ agentNumber }: { agentNumber: string }) {
  const [number, setNumber] = useState('');
  const place = usePlaceCall();
  const dialable = canDial(number);
  // Say what is wrong once the box is full, or as soon as something else than a digit is typed.
  const wrong = !dialable && (number.length === DIALER_NUMBER_LENGTH || /\D/.test(number));
  return (
    <form
      aria-label="Dialer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (dialable) place.mutate({ agentNumber, customerNumber: number });
      }}
    >
      <Stack gap="xs">
        <TextInput
          label="Number to call"
          inputMode="numeric"
          autoComplete="off"
          maxLength={DIALER_NUMBER_LENGTH}
          value={number}
          leftSection={
            <Text size="sm" c="dimmed">
              {OUTGOING_NUMBER_PREFIX}
            </Text>
          }
          leftSectionWidth={44}
          onKeyDown={(event) => {
            if (isBlockedNumberKey(event.key, true)) event.preventDefault();
          }}
          onChange={(event) => setNumber(capDialerInput(event.currentTarget.value))}
          description={DIALER_LANDLINE_HINT}
          error={wrong ? DIALER_NUMBER_MESSAGE : undefined}
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
