import { areaErrors, asWorded } from '../../../core/errors';

/** The refusals of the refund initiation calls (docs/refunds.md "Initiating refunds"). */
const INITIATION_ERRORS = {
  'refunds.cart_not_found': { kind: 'NOT_FOUND', message: 'No such cart' },
  'refunds.customer_not_found': { kind: 'NOT_FOUND', message: asWorded },
  'refunds.refused': { kind: 'BAD_REQUEST', message: asWorded },
} as const;

export const initiationError = areaErrors(INITIATION_ERRORS);
