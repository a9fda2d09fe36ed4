/** Why a pincode or GST lookup, or the address check built on them, is refused. */
export const LOOKUP_ERROR_CODES = [
  'lookups.pincode_not_found',
  'lookups.pincode_invalid',
  'lookups.cod_unavailable',
  'lookups.online_unavailable',
  'lookups.gst_inactive',
] as const;

/** A lookup refusal's code (the server's lookups error table maps each to its message). */
export type LookupErrorCode = (typeof LOOKUP_ERROR_CODES)[number];
