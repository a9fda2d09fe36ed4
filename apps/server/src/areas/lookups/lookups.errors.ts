import type { LookupErrorCode } from '@backoffice/domain/lookups';
import { ADDRESS_MESSAGES } from '@backoffice/domain/orders';
import { areaErrors, type ErrorRow } from '../../core/errors';

/** Each lookup failure's kind and message. */
export const LOOKUP_ERRORS = {
  'lookups.pincode_not_found': { kind: 'NOT_FOUND', message: ADDRESS_MESSAGES.pincodeInvalid },
  'lookups.pincode_invalid': { kind: 'VALIDATION', message: ADDRESS_MESSAGES.pincodeInvalid },
  'lookups.cod_unavailable': { kind: 'VALIDATION', message: ADDRESS_MESSAGES.codUnavailable },
  'lookups.online_unavailable': {
    kind: 'VALIDATION',
    message: ADDRESS_MESSAGES.onlineUnavailable,
  },
  'lookups.gst_inactive': { kind: 'VALIDATION', message: ADDRESS_MESSAGES.gstInactive },
} as const satisfies Record<LookupErrorCode, ErrorRow>;

/** The error of a lookup failure code. */
export const lookupError = areaErrors(LOOKUP_ERRORS);
