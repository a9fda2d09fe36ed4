import type { RetailFloatRow } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  agentFloatButtons,
  FLOAT_STATUS_LABELS,
  managerFloatButtons,
  type FloatData,
  type FloatStatus,
  type ManagerFloatData,
} from '@backoffice/domain/retail/cash';

const statusOf = (float: RetailFloatRow | undefined): FloatStatus =>
  (float?.status as FloatStatus | undefined) ?? 'not_issued';

/** An agent's float as their report shows it, buttons as the float's status allows. */
export function agentFloatData(float: RetailFloatRow | undefined): FloatData {
  const status = statusOf(float);
  return {
    float_id: float?.float_id ?? null,
    amount: toWireRupees(float?.amount_paise ?? 0),
    status,
    status_label: FLOAT_STATUS_LABELS[status],
    ...agentFloatButtons(status),
  };
}

/** An employee's float on the manager's report; a manager's own row has no float buttons. */
export function managerFloatData(
  float: RetailFloatRow | undefined,
  isAgent: boolean,
): ManagerFloatData {
  const status = statusOf(float);
  const buttons = managerFloatButtons(status);
  return {
    float_id: float?.float_id ?? null,
    amount: toWireRupees(float?.amount_paise ?? 0),
    status,
    status_label: FLOAT_STATUS_LABELS[status],
    issue_button: isAgent && buttons.issue_button,
    accept_button: isAgent && buttons.accept_button,
    reject_button: isAgent && buttons.reject_button,
    deposit_button: isAgent && buttons.deposit_button,
  };
}
