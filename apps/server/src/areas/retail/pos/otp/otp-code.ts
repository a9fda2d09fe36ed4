import { createHmac, randomInt } from 'node:crypto';
import { POS_OTP } from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';

/**
 * A new OTP for a mobile: six random digits; with the sandbox messaging service, the last six
 * digits of the mobile, so a demo or a test can type it (docs/retail.md "Sandbox OTP").
 */
export function newOtp(ctx: AppContext, mobile: string): string {
  if (ctx.config.integrations.messages.provider === 'sandbox') return mobile.slice(-POS_OTP.length);
  return String(randomInt(0, 10 ** POS_OTP.length)).padStart(POS_OTP.length, '0');
}

/** The kept form of an OTP: keyed by the server's secret and the mobile, never the code itself. */
export function otpHash(ctx: AppContext, mobile: string, code: string): string {
  return createHmac('sha256', ctx.config.cookieSecret).update(`${mobile}:${code}`).digest('hex');
}
