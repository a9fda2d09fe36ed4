import { CHALLAN_MESSAGES, PICKUP_MESSAGES, RETURN_MESSAGES } from '@backoffice/domain/returns';
import { areaErrors, asWorded } from '../../../core/errors';

/** The refusals of the returns area's pickups, warehouse end, lost products, challans and money. */
const RETURN_OPERATION_ERRORS = {
  'returns.request_not_found': { kind: 'NOT_FOUND', message: RETURN_MESSAGES.requestNotFound },
  'returns.cart_not_found': { kind: 'NOT_FOUND', message: RETURN_MESSAGES.cartNotFound },
  'returns.step_not_allowed': {
    kind: 'BAD_REQUEST',
    message: (from: string) => `${RETURN_MESSAGES.notAllowedStep} (it is ${from})`,
  },
  'returns.on_hold': { kind: 'BAD_REQUEST', message: RETURN_MESSAGES.onHold },
  'returns.no_active_pickup': { kind: 'BAD_REQUEST', message: PICKUP_MESSAGES.noActivePickup },
  'returns.pickup_booked': { kind: 'BAD_REQUEST', message: PICKUP_MESSAGES.alreadyBooked },
  'returns.pickup_not_attempted': { kind: 'BAD_REQUEST', message: PICKUP_MESSAGES.notAttempted },
  'returns.pickup_attempted': { kind: 'BAD_REQUEST', message: PICKUP_MESSAGES.attemptedAlready },
  'returns.pickup_same_date': { kind: 'BAD_REQUEST', message: PICKUP_MESSAGES.sameDate },
  'returns.pickup_picked_up': { kind: 'BAD_REQUEST', message: PICKUP_MESSAGES.pickedUp },
  'returns.pickup_no_docket': { kind: 'BAD_REQUEST', message: PICKUP_MESSAGES.noDocket },
  'returns.pickup_has_docket': { kind: 'BAD_REQUEST', message: PICKUP_MESSAGES.hasDocket },
  'returns.cod_sheet_not_found': { kind: 'NOT_FOUND', message: CHALLAN_MESSAGES.codSheetNotFound },
  'returns.challan_not_found': { kind: 'NOT_FOUND', message: 'No such challan photo' },
  'returns.refused': { kind: 'BAD_REQUEST', message: asWorded },
} as const;

export const returnOperationError = areaErrors(RETURN_OPERATION_ERRORS);
