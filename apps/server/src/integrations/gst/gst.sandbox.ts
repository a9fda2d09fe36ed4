import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import { gstCheckCharacter, type GstRegistration, type GstVerifier } from './gst';

const TRADE_NAMES = [
  'Shree Ganesh Furnishings',
  'Sai Comforts',
  'Lakshmi Home Decor',
  'Royal Sleep Solutions',
  'Green Valley Interiors',
  'Sunrise Woodcraft',
  'Metro Office Supplies',
  'Coastal Trading',
] as const;

/**
 * The sandbox GST register, deterministic from the number alone:
 * - a wrong check character (15th) is not found, as on the real register;
 * - entity code 9 (13th character) is a cancelled registration (inactive);
 * - any other number is active, its legal name built from its PAN (characters 3 to 12), a
 *   company (4th PAN character C) as a Private Limited.
 */
export function createSandboxGst(): GstVerifier & SandboxSwitch {
  const outage = sandboxSwitch('gst');
  return {
    setDown: outage.setDown,
    async verify(gstNumber): Promise<GstRegistration> {
      outage.check();
      if (gstCheckCharacter(gstNumber) !== gstNumber.charAt(14)) {
        return { gst_number: gstNumber, status: 'not-found', legal_name: null };
      }
      const status = gstNumber.charAt(12) === '9' ? 'inactive' : 'active';
      return { gst_number: gstNumber, status, legal_name: legalNameOf(gstNumber) };
    },
  };
}

function legalNameOf(gstNumber: string): string {
  const pan = gstNumber.slice(2, 12);
  const hash = [...pan].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);
  const name = TRADE_NAMES[hash % TRADE_NAMES.length] ?? TRADE_NAMES[0];
  return pan.charAt(3) === 'C' ? `${name} Private Limited` : name;
}
