import { DISTRIBUTION_MESSAGES as M } from '@backoffice/domain/distribution';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoginRole } from '@backoffice/domain/access';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import {
  aDistributor,
  aDistributorRow,
  NO_PENDING_CREDITS,
} from '../../testing/distribution-fixtures';
import { DistrbutionManagementScreen } from './distrbution-management-screen';

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

const PENDING = aDistributorRow({
  distributor_code: 'DST-MYS-002',
  name: 'Mysuru Sleep House',
  active: false,
  status: 'Disabled - Pending Approval',
});

const open = (role: string, loginRole: LoginRole, handlers: Record<string, Handler> = {}) => {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ role, login_role: loginRole, login_id: 17 }) },
    'GET /distributors/': { body: { results: [aDistributorRow(), PENDING], count: 2 } },
    ...handlers,
  });
  return { calls, ...renderAsApp(<DistrbutionManagementScreen />, '/distrbution-management') };
};

/** The row of the distributor table that shows a text. */
const rowOf = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Distributors' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

describe('/distrbution-management', () => {
  it('lists the distributors with their status and available credit', async () => {
    open('DISTRIBUTION MANAGER', 'Distribution Manager');
    const row = await waitFor(() => rowOf('Mysuru Sleep House'));
    expect(within(row).getByText('Disabled - Pending Approval')).toBeTruthy();
    expect((await rowOf('DST-BLR-001')).textContent).toContain('₹50,000');
  });

  it('offers the status to FINANCE only', async () => {
    const { user } = open('DISTRIBUTION MANAGER', 'Distribution Manager');
    await user.click(await screen.findByRole('button', { name: 'Actions for DST-MYS-002' }));
    expect(await screen.findByRole('menuitem', { name: 'Credit History' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Activate' })).toBeNull();
  });

  it('lets Finance activate a pending distributor after the confirmation', async () => {
    const { user, calls } = open('FINANCE', 'Finance', {
      'PUT /distributors/DST-MYS-002/enable-disable/': {
        body: {
          success: true,
          message: M.activated,
          distributor: aDistributor({ distributor_code: 'DST-MYS-002' }),
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for DST-MYS-002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.path === '/distributors/DST-MYS-002/enable-disable/')?.body,
      ).toEqual({ active: true, version: 3 }),
    );
  });

  it("says 'Credit History Not Found!' for an empty ledger", async () => {
    const { user } = open('DISTRIBUTION MANAGER', 'Distribution Manager', {
      'GET /distributors/DST-BLR-001/credit-log/': {
        body: {
          results: [],
          count: 0,
          credit_balance: 0,
          credit_limit: 0,
          available_credit: 0,
          ...NO_PENDING_CREDITS,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for DST-BLR-001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Credit History' }));
    expect(await screen.findByText(M.creditHistoryNotFound)).toBeTruthy();
  });

  it("gives the company form's messages; NOC obtained drops the GSTIN", async () => {
    const { user, calls } = open('DISTRIBUTION MANAGER', 'Distribution Manager');
    await user.click(await screen.findByRole('button', { name: 'Add Distributor' }));
    const form = await screen.findByRole('form', { name: 'Add distributor' });
    await user.type(within(form).getByRole('textbox', { name: 'PAN' }), 'ABC12');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText(M.panInvalid)).toBeTruthy();
    expect(within(form).getByText(M.nameRequired)).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: 'NOC obtained (no GSTIN)' }));
    expect(within(form).queryByRole('textbox', { name: 'GSTIN' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
