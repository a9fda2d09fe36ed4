import {
  REFUND_REQUEST_MESSAGES,
  ZRefundInitiatedResponse,
  type ZRequestRefund,
} from '@backoffice/domain/returns';
import type { z } from 'zod';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { returnsPath } from '@/features/returns/api/paths';
import {
  OpenRequestStep,
  type RequestStepPopupProps,
} from '@/features/returns/components/open-request-step';
import { commentsOf } from '@/features/returns/components/step-popup';

/**
 * The refund initiation popup (a static form, /request-refund): the amount in rupees with at
 * most 2 decimals and a comment; the refund joins the return-orders category with status 1
 * ('Refund Initiated!'). The server refuses more than is left to refund on the cart.
 */
export function RefundInitiationPopup({ order, cart, close }: RequestStepPopupProps) {
  const [amount, setAmount] = useState<number | null>(null);
  const refusal =
    amount === null ? 'Required!' : amount > 0 ? null : REFUND_REQUEST_MESSAGES.amountPositive;
  return (
    <OpenRequestStep
      order={order}
      cart={cart}
      close={close}
      step={{
        path: returnsPath('requestRefund'),
        schema: ZRefundInitiatedResponse,
        submitLabel: 'Initiate Refund',
        // The wire's amount is rupees with at most 2 decimals (the domain reads it into paise).
        body: (ref, values): z.input<typeof ZRequestRefund> => ({
          ...ref,
          amount: Number((amount ?? 0).toFixed(2)),
          ...commentsOf(values),
        }),
        blocked: refusal !== null,
      }}
    >
      <NumberInput
        label="Refund Amount"
        withAsterisk
        min={0}
        decimalScale={2}
        prefix="₹"
        thousandSeparator=","
        value={amount ?? ''}
        onChange={(value) => setAmount(value === '' ? null : Number(value))}
        error={amount === null ? undefined : refusal}
      />
    </OpenRequestStep>
  );
}
