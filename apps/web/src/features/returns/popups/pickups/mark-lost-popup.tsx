import {
  indiaDay,
  isLostDateAllowed,
  LOST_PRODUCT_MESSAGES,
  type LostStatusChange,
  ZReturnStepResponse,
} from '@backoffice/domain/returns';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import {
  OpenRequestStep,
  type RequestStepPopupProps,
} from '@/features/returns/components/open-request-step';
import { commentsOf } from '@/features/returns/components/step-popup';
import { returnsPath } from '@/features/returns/api/paths';
import { DATE_INPUT_PROPS } from '@/lib/format';

/**
 * The mark lost product popup with the lost date picker (001 section 5: the lost date cannot be
 * later than today: the domain's message shows under a later date, which blocks the step), sent
 * to lost-status-change/.
 */
export function MarkLostPopup({ order, cart, close }: RequestStepPopupProps) {
  const [today] = useState(() => indiaDay(new Date()));
  const [day, setDay] = useState<string | null>(null);
  const refusal =
    day === null
      ? 'Required!'
      : isLostDateAllowed(day, today)
        ? null
        : LOST_PRODUCT_MESSAGES.lostDateAfterToday;
  return (
    <OpenRequestStep
      order={order}
      cart={cart}
      close={close}
      step={{
        path: returnsPath('lostStatusChange'),
        schema: ZReturnStepResponse,
        submitLabel: 'Mark Lost Product',
        body: (ref, values): LostStatusChange => ({
          ...ref,
          lost_date: day ?? '',
          ...commentsOf(values),
        }),
        blocked: refusal !== null,
      }}
    >
      <DateInput
        {...DATE_INPUT_PROPS}
        label="Lost Date"
        withAsterisk
        value={day}
        onChange={setDay}
        error={day === null ? undefined : refusal}
      />
    </OpenRequestStep>
  );
}
