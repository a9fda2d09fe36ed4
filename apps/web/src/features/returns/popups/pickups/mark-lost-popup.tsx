import {
  indiaDay,
  isLostDateAllowed,
  LOST_PRODUCT_MESSAGES,
  ZReturnStepResponse,
} from '@backoffice/domain/returns';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { StepPopup } from '@/features/returns/components/step-popup';
import { WithOpenRequest } from '@/features/returns/components/with-open-request';
import { returnsPath } from '@/features/returns/api/paths';
import { DATE_INPUT_PROPS } from '@/lib/format';
import type { RequestStepPopupProps } from '../request-steps/request-step-popups';

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
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          path={returnsPath('lostStatusChange')}
          schema={ZReturnStepResponse}
          submitLabel="Mark Lost Product"
          extra={{ lost_date: day }}
          blocked={refusal !== null}
          close={close}
        >
          <DateInput
            {...DATE_INPUT_PROPS}
            label="Lost Date"
            withAsterisk
            value={day}
            onChange={setDay}
            error={day === null ? undefined : refusal}
          />
        </StepPopup>
      )}
    </WithOpenRequest>
  );
}
