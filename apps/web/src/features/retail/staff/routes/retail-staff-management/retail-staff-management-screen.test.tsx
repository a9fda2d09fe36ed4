import { RETAIL_STAFF_MESSAGES as M, type RetailMember } from '@backoffice/domain/retail/staff';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { RetailStaffManagementScreen } from './retail-staff-management-screen';

const aRetailMember = (over: Partial<RetailMember> = {}): RetailMember => ({
  retail_member_pid: 3,
  login_id: 15,
  name: 'Suresh Patil',
  email: 'retail.agent@backoffice.test',
  contact: '9845010555',
  role_type: 2,
  role: 'Retail Agent',
  retail_store_id: 'BLR-IND-01',
  retail_store_name: 'Indiranagar Experience Store',
  create_timestamp: '2026-11-21T03:30:00.000Z',
  is_active: true,
  is_account_active: true,
  ...over,
});

const MANAGER = aRetailMember({
  retail_member_pid: 1,
  login_id: 16,
  name: 'Lakshmi Rao',
  email: 'retail.manager@backoffice.test',
  role_type: 1,
  role: 'Retail Manager',
});

const STORES = {
  body: {
    data: [
      { retail_store_id: 'BLR-IND-01', name: 'Indiranagar Experience Store' },
      { retail_store_id: 'BLR-WHF-02', name: 'Whitefield Experience Store' },
    ],
  },
};

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

const open = (handlers: Record<string, Handler> = {}) => {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ login_id: 16, login_role: 'Retail Manager' }) },
    'GET /retail-staff/': {
      body: { data: [MANAGER, aRetailMember()], offset: 0, limit: 50, total: 2 },
    },
    'GET /retail-store-ids/': STORES,
    ...handlers,
  });
  return { calls, ...renderAsApp(<RetailStaffManagementScreen />, '/retail-staff-management') };
};

const staffRows = async () =>
  within(await screen.findByRole('table', { name: 'Retail staff' }))
    .getAllByRole('row')
    .slice(1);

describe('/retail-staff-management', () => {
  it("lists the store's staff; a manager's account is left to an Admin", async () => {
    open();
    const [manager, agent] = await staffRows();
    expect(within(manager!).getByText('Managed by an Admin')).toBeTruthy();
    expect(within(manager!).queryByRole('button')).toBeNull();
    for (const action of ['Edit', 'Move', 'Deactivate']) {
      expect(within(agent!).getByRole('button', { name: action })).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: 'Include Inactive' })).toBeTruthy();
  });

  it('asks before deactivating and sends the member and the flag', async () => {
    const sent: unknown[] = [];
    const { user } = open({
      'POST /toggle-retail-member/': (call) => {
        sent.push(call.body);
        return { body: { message: M.memberDeactivated, member: aRetailMember() } };
      },
    });
    const [, agent] = await staffRows();
    await user.click(within(agent!).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.confirmToggle)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ retail_member_pid: 3, deactivate_member: true }]));
  });

  it('adds a member: every message, the store name filled in, the first password shown', async () => {
    const sent: unknown[] = [];
    const { user } = open({
      'POST /create-retail-member/': (call) => {
        sent.push(call.body);
        return {
          body: {
            message: M.memberCreated,
            member: aRetailMember({ retail_member_pid: 9 }),
            first_password: 'Kp4mZx7Qa2Lb',
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Retail Staff' }));
    const form = await screen.findByRole('form', { name: 'Add retail staff' });
    const create = within(form).getByRole<HTMLButtonElement>('button', { name: 'Create' });
    expect(create.disabled).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: 'Contact' }), '98a45');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Contact' }).value).toBe(
      '9845',
    );
    await user.click(create);
    for (const message of [
      M.nameRequired,
      M.emailRequired,
      M.roleRequired,
      M.invalidContact,
      M.storeRequired,
    ]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    await user.clear(within(form).getByRole('textbox', { name: 'Contact' }));
    await user.click(create);
    expect(await within(form).findByText(M.contactRequired)).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ravi Shankar');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ravi@backoffice.test');
    await user.type(within(form).getByRole('textbox', { name: 'Contact' }), '9886012345');
    await user.click(within(form).getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Retail Agent' }));
    await user.click(within(form).getByRole('textbox', { name: 'Retail Store ID' }));
    await user.click(await screen.findByRole('option', { name: 'BLR-IND-01' }));
    expect(
      within(form).getByRole<HTMLInputElement>('textbox', { name: 'Retail Store Name' }).value,
    ).toBe('Indiranagar Experience Store');
    await user.click(create);
    expect(await screen.findByTestId('first-password')).toHaveProperty(
      'textContent',
      'Kp4mZx7Qa2Lb',
    );
    expect(sent).toEqual([
      {
        name: 'Ravi Shankar',
        email: 'ravi@backoffice.test',
        contact: '9886012345',
        role_type: 2,
        retail_store_id: 'BLR-IND-01',
      },
    ]);
  });

  it('edits with name, email and contact read-only; Update only after a change', async () => {
    const sent: unknown[] = [];
    const { user } = open({
      'POST /update-retail-member/': (call) => {
        sent.push(call.body);
        return { body: { message: M.memberUpdated, member: aRetailMember() } };
      },
    });
    const [, agent] = await staffRows();
    await user.click(within(agent!).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit retail staff' });
    for (const name of ['Name', 'Email', 'Contact']) {
      expect(within(form).getByRole<HTMLInputElement>('textbox', { name }).readOnly).toBe(true);
    }
    const update = within(form).getByRole<HTMLButtonElement>('button', { name: 'Update' });
    expect(update.disabled).toBe(true);
    await user.click(within(form).getByRole('textbox', { name: 'Retail Store ID' }));
    await user.click(await screen.findByRole('option', { name: 'BLR-WHF-02' }));
    expect(
      within(form).getByRole<HTMLInputElement>('textbox', { name: 'Retail Store Name' }).value,
    ).toBe('Whitefield Experience Store');
    expect(update.disabled).toBe(false);
    await user.click(update);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          retail_member_pid: 3,
          name: 'Suresh Patil',
          email: 'retail.agent@backoffice.test',
          contact: '9845010555',
          role_type: 2,
          retail_store_id: 'BLR-WHF-02',
        },
      ]),
    );
  });
});
