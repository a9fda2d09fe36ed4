import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_NAMES, principal, type DemoName } from '../test-support/principals';
import { defaultAccessConfig } from './access-config';
import { holds, POWER_RULES, POWERS, powersBeyond } from './powers';

type PowerRuleName = keyof typeof POWER_RULES;

const FINANCE: DemoName[] = ['finance', 'financePodLeader'];

/** Who holds each of the use cases' own powers among the demo principals. */
const HOLDERS: Record<PowerRuleName, readonly DemoName[]> = {
  // Team Leader login ids 6, 270, 345, 438 and 526 only; the demo Team Leaders are 1, 9 and 1000.
  'orders:cancel-any-status': [],
  'pods:lead': ['opsPodLeader', 'financePodLeader'],
  'members:create': ['teamLeadMemberCreator', 'cetMemberCreator'],
  'distribution:set-status': FINANCE,
  'distribution:set-credit-limit': FINANCE,
  'payments:bank-account-method': [
    'admin',
    'tech',
    'teamLead',
    'teamLeadLogistics',
    'teamLeadMemberCreator',
  ],
  'payments:dealer-credit-method': ['distributionManager'],
};

describe('the use cases’ own powers', () => {
  it('has a row for every power rule', () => {
    expect(Object.keys(HOLDERS).sort()).toEqual(Object.keys(POWER_RULES).sort());
  });

  const cases = (Object.keys(POWER_RULES) as PowerRuleName[]).flatMap((power) =>
    DEMO_NAMES.map((name) => [power, name, HOLDERS[power].includes(name)] as const),
  );
  it.each(cases)('%s for %s is %s', (power, name, expected) => {
    expect(holds(DEMO[name], power, defaultAccessConfig)).toBe(expected);
  });

  it('reads the FINANCE role code as well as the Finance login role', () => {
    const byCode = principal({ role: 'FINANCE' });
    const byLogin = principal({ login_role: 'Finance' });
    expect(holds(byCode, 'distribution:set-status', defaultAccessConfig)).toBe(true);
    expect(holds(byLogin, 'distribution:set-credit-limit', defaultAccessConfig)).toBe(true);
  });

  it('are every power the reset rule compares', () => {
    for (const power of Object.keys(POWER_RULES)) expect(POWERS).toContain(power);
    expect(powersBeyond(DEMO.finance, DEMO.distributionManager, defaultAccessConfig)).toEqual(
      expect.arrayContaining(['distribution:set-status', 'distribution:set-credit-limit']),
    );
    expect(powersBeyond(DEMO.retailManager, DEMO.retailAgent, defaultAccessConfig)).toEqual(
      expect.arrayContaining(['retail:till-resend-payment-link', 'retail:till-force-confirm']),
    );
  });
});
