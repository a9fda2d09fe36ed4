import {
  POS_MESSAGES,
  ZOtpVerifyRequest,
  type TOtpVerifyRequest,
} from '@backoffice/domain/retail/pos';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, TextField } from '@/components/form';
import { useSendOtp } from '@/features/retail/pos/api/send-otp';
import { useVerifyOtp } from '@/features/retail/pos/api/verify-otp';

const SERVER_CHECKED_FIELDS = ['mobile_number', 'otp'] as const;

const digits = (length: number) => (typed: string) => typed.replace(/\D/g, '').slice(0, length);

export interface OtpFormProps {
  /** The mobile number was verified: start the order for it. */
  onVerified: (mobile: string) => void;
  creating: boolean;
}

/**
 * Mobile number, Send OTP, then the OTP and Verify: 'OTP sent successfully', 'OTP verified
 * successfully', 'Please provide a valid OTP!' (002 section 2). Changing the number asks again.
 */
export function OtpForm({ onVerified, creating }: OtpFormProps) {
  const form = useForm<TOtpVerifyRequest>({
    resolver: zodResolver(ZOtpVerifyRequest),
    defaultValues: { mobile_number: '', otp: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendOtp();
  const verify = useVerifyOtp();

  const sendOtp = async () => {
    if (!(await form.trigger('mobile_number'))) return;
    const mobile = form.getValues('mobile_number');
    send.mutate(
      { mobile_number: mobile },
      {
        onSuccess: (answer) => {
          setSentTo(mobile);
          form.setValue('otp', '');
          notifications.show({ color: 'green', message: answer.message });
        },
        onError: (error) => applyServerErrors(form, error, ['mobile_number']),
      },
    );
  };

  const submit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        onVerified(values.mobile_number);
      },
      // A refusal of neither field is a wrong OTP, which the spec words one way.
      onError: (error) => {
        if (!applyServerErrors(form, error, SERVER_CHECKED_FIELDS)) {
          form.setError('otp', { type: 'server', message: POS_MESSAGES.otpInvalid });
        }
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Verify customer">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextField
            control={form.control}
            name="mobile_number"
            label="Mobile Number"
            inputMode="numeric"
            autoComplete="off"
            parse={(typed) => {
              if (sentTo !== null) setSentTo(null);
              return digits(10)(typed);
            }}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={() => void sendOtp()} loading={send.isPending}>
            {sentTo === null ? 'Send OTP' : 'Resend OTP'}
          </Button>
        </Group>
        {sentTo !== null && (
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextField
              control={form.control}
              name="otp"
              label="OTP"
              inputMode="numeric"
              autoComplete="one-time-code"
              parse={digits(6)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={verify.isPending || creating}>
              Verify
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
