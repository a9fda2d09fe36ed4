import { defineEndpoint } from '../core/endpoints/define-endpoint';
import type { LookupErrorCode } from './error-codes';
import { ZGstVerification, ZValidateGstRequest } from './gst';
import { ZPincodeDetails, ZPincodeParams } from './pincodes';

const refusals = (...codes: LookupErrorCode[]) => codes;

/** The address forms' city and state lookup, with delivery by pincode (001 section 5). */
export const PINCODE_DETAILS = defineEndpoint({
  method: 'GET',
  path: '/pincode/details/:pincode/',
  summary: 'City, state, serviceability, cash on delivery and EDD days of a pincode',
  request: { params: ZPincodeParams },
  response: ZPincodeDetails,
  capability: 'session',
  idempotent: false,
  errors: refusals('lookups.pincode_not_found'),
});

/** The address form's Verify GST: the register's status and legal name (001 section 5). */
export const VALIDATE_GST = defineEndpoint({
  method: 'POST',
  path: '/validate-gst/',
  summary: 'Check a GST number with the GST register; the legal name fills the organisation',
  request: { body: ZValidateGstRequest },
  response: ZGstVerification,
  capability: 'session',
  idempotent: false,
  errors: refusals(),
});

/** Every lookups endpoint, as the server registers them. */
export const LOOKUP_ENDPOINTS = [PINCODE_DETAILS, VALIDATE_GST] as const;
