/** What the GST register says of a GSTIN: its status and the legal name it is registered to. */
export interface GstRegistration {
  gst_number: string;
  status: 'active' | 'inactive' | 'not-found';
  /** Null when the register does not know the number. */
  legal_name: string | null;
}

/**
 * The GST verification service (ARCHITECTURE section 4, "Integrations"). Throws ProviderError
 * when the service cannot answer; an unknown or cancelled number is an answer, not a failure.
 */
export interface GstVerifier {
  verify(gstNumber: string): Promise<GstRegistration>;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character (15th) of a GSTIN: the base-36 weighted sum the GST network uses. Real
 * registrations always carry the right one, so the sandbox answers not-found otherwise.
 */
export function gstCheckCharacter(gstNumber: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(gstNumber.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}
