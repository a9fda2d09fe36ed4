import { STATUS } from '@backoffice/domain/orders';
import { demoAccount, seedOrder } from '@backoffice/db/seed';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createSandboxTelephony,
  type SandboxTelephony,
} from '../../../integrations/telephony/telephony.sandbox';

export interface CallsTestApp {
  t: TestApp;
  telephony: SandboxTelephony;
  call: ReturnType<typeof callsAs>;
}

/** The app with a sandbox telephony provider that plays calls out at once (no pause per step). */
export async function createCallsTestApp(env: Record<string, string> = {}): Promise<CallsTestApp> {
  const telephony = createSandboxTelephony({ stepMs: 0 });
  const t = await createTestApp({ env, integrations: { telephony } });
  return { t, telephony, call: callsAs(t) };
}

/** A demo account's contact number (every demo account has one). */
export const contactOf = (loginId: number) => demoAccount(loginId).contact;

let nextNumber = 0;
/**
 * A customer number no other test uses, ending in the digit that decides the sandbox's outcome
 * (0-5 answered, 6 transferred, 7 busy, 8-9 not answered).
 */
export function customerNumber(lastDigit: number): string {
  nextNumber += 1;
  return `63${String(nextNumber).padStart(7, '0')}${lastDigit}`;
}

/** An order of the own channel with two carts, whose customer has this mobile. */
export const orderFor = (t: TestApp, mobile: string) =>
  seedOrder(t.db, {
    affiliate_id: 0,
    carts: [{ status: STATUS.NEW_ORDER }, { status: STATUS.CONFIRMED }],
    person: { mobile },
  });

/** Places a click-to-call as a demo account and waits until the sandbox has played it out. */
export async function placeAndFinish(
  app: CallsTestApp,
  loginId: number,
  body: Record<string, unknown>,
) {
  const response = await app.call.post('/api/click-to-call/', loginId, {
    agent_number: contactOf(loginId),
    ...body,
  });
  if (response.statusCode !== 200) throw new Error(`click-to-call: ${response.body}`);
  const callId = response.json<{ call: { call_id: string } }>().call.call_id;
  await app.telephony.whenEnded(callId);
  return callId;
}
