import type { AvailabilityResponse } from '@backoffice/domain/sales/catalogue';

/** The picker's status (001 section 4): a call under way, choosing, or an item checked. */
export type PickerStatus = 'loading' | 'ready' | 'done';

/** Loading while a call is out (and its spinner delay runs); done once a check found an item. */
export function pickerStatus(
  busy: boolean,
  answer: AvailabilityResponse | undefined,
): PickerStatus {
  if (busy) return 'loading';
  return answer?.result ? 'done' : 'ready';
}

/** The not-serviceable message: ready again after a check that answered without an item. */
export function showsNotServiceable(
  status: PickerStatus,
  answer: AvailabilityResponse | undefined,
): boolean {
  return status === 'ready' && answer !== undefined && answer.result === null;
}
