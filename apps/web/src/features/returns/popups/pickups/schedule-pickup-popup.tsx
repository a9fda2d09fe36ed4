import { STATUS } from '@backoffice/domain/orders';
import {
  indiaDay,
  pickupDateRefusal,
  ZReturnStepResponse,
  type ChangePickupDate,
  type PickupDateAction,
} from '@backoffice/domain/returns';
import { SegmentedControl } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import {
  OpenRequestStep,
  type RequestStepPopupProps,
} from '@/features/returns/components/open-request-step';
import { commentsOf } from '@/features/returns/components/step-popup';
import { returnsPath } from '@/features/returns/api/paths';
import { DATE_INPUT_PROPS } from '@/lib/format';

const ACTION_LABELS: Record<PickupDateAction, string> = {
  schedule: 'Schedule Pickup',
  change: 'Change Pickup',
  reschedule: 'Reschedule Pickup',
};

/**
 * The date actions a status offers: a return waiting for its pickup books one; a booked pickup
 * is changed (not attempted yet) or rescheduled (after a failed attempt; the server tells which).
 */
const actionsFor = (status: number): PickupDateAction[] =>
  status === STATUS.SCHEDULE_RETURN_PICKUP ? ['schedule'] : ['change', 'reschedule'];

/**
 * The return pickup schedule popup (change-pickup-date/): the pickup date, not before today in
 * India; 'Pickup scheduled!', 'Pickup Changed Successfully!' or 'Return Pickup Rescheduled!'.
 */
export function SchedulePickupPopup({ order, cart, close }: RequestStepPopupProps) {
  const actions = actionsFor(cart.orm_order_status);
  const [action, setAction] = useState<PickupDateAction>(actions[0] ?? 'schedule');
  const [day, setDay] = useState<string | null>(null);
  const [today] = useState(() => indiaDay(new Date()));
  const refusal = day === null ? 'Required!' : pickupDateRefusal(day, today);
  return (
    <OpenRequestStep
      order={order}
      cart={cart}
      close={close}
      step={{
        path: returnsPath('changePickupDate'),
        schema: ZReturnStepResponse,
        submitLabel: ACTION_LABELS[action],
        body: (ref, values): ChangePickupDate => ({
          ...ref,
          action,
          pickup_date: day ?? '',
          ...commentsOf(values),
        }),
        blocked: refusal !== null,
      }}
    >
      {actions.length > 1 && (
        <SegmentedControl
          aria-label="Pickup action"
          value={action}
          onChange={(next) => setAction(next as PickupDateAction)}
          data={actions.map((value) => ({ value, label: ACTION_LABELS[value] }))}
        />
      )}
      <DateInput
        {...DATE_INPUT_PROPS}
        label="Pickup Date"
        withAsterisk
        minDate={today}
        value={day}
        onChange={setDay}
        error={day === null ? undefined : refusal}
      />
    </OpenRequestStep>
  );
}
