import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequestUrls } from '@/lib/testing/record-requests';
import { renderAsApp } from '@/lib/testing/render-as-app';
import {
  aMember,
  MEMBER_MANAGER,
  page,
  signedInAs,
} from '@/features/calls/team/testing/team-fixtures';
import { MembersListScreen } from './members-list-screen';

const open = (handlers: Parameters<typeof signedInAs>[1]) => {
  const calls = signedInAs(MEMBER_MANAGER, handlers);
  return { calls, ...renderAsApp(<MembersListScreen />, '/members-list') };
};

/** The body rows of the Members table (the first row is the header's). */
const memberRows = async () =>
  within(await screen.findByRole('table', { name: 'Members' }))
    .getAllByRole('row')
    .slice(1);

describe('/members-list', () => {
  it('lists the members with their roles and pods; Admins and Team Leaders are not editable', async () => {
    open({
      'GET /get-members/': page([
        aMember({ login_id: 1, name: 'Aarav Sharma', roles: ['ADMIN'], editable: false }),
        aMember({ pod_leader: { login_id: 8, name: 'Arjun Menon' } }),
      ]),
    });
    const [admin, priya] = await memberRows();
    expect(
      within(screen.getByRole('table', { name: 'Members' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Login id',
      'Name',
      'E-mail',
      'Contact',
      'Roles',
      'Login role',
      'Pod leader',
      'Account',
      'Actions',
    ]);
    expect(within(admin!).getByText('Managed by an Admin')).toBeTruthy();
    expect(within(admin!).queryByRole('button')).toBeNull();
    expect(within(priya!).getByRole('cell', { name: 'Arjun Menon' })).toBeTruthy();
    expect(within(priya!).getByText('Active')).toBeTruthy();
    expect(within(priya!).getByText('OC')).toBeTruthy();
    expect(within(priya!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(priya!).getByRole('button', { name: 'Pod' })).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Members (2)');
  });

  it("opens a member's edit and pod forms from the buttons of their row", async () => {
    const { user } = open({
      'GET /get-members/': page([
        aMember({ login_id: 3, name: 'Rahul Verma', email: 'rahul@backoffice.test' }),
        aMember(),
      ]),
      'GET /members-pod-leader/': { body: { pods: [] } },
    });
    const [, priya] = await memberRows();
    await user.click(within(priya!).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Priya Nair' });
    expect(within(edit).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe(
      'Priya Nair',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(edit.isConnected).toBe(false));
    await user.click(within(priya!).getByRole('button', { name: 'Pod' }));
    expect(await screen.findByRole('dialog', { name: 'Pod of Priya Nair' })).toBeTruthy();
  });

  it('pages through the members by login id', async () => {
    const { user } = open({ 'GET /get-members/': page([aMember()], { count: 150 }) });
    const urls = recordRequestUrls();
    await memberRows();
    expect(screen.getByText('Matched Records: 150')).toBeTruthy();
    expect(screen.getByText('1 to 100 of 150')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.some((url) => url.includes('offset=100'))).toBe(true));
  });

  it("says 'No Members Found...' for an empty page", async () => {
    open({ 'GET /get-members/': page([]) });
    expect(await screen.findByText('No Members Found...')).toBeTruthy();
  });

  it('shows Access Forbidden when the server refuses', async () => {
    open({ 'GET /get-members/': { status: 403, body: { detail: 'Access Forbidden' } } });
    expect(await screen.findByText('Access Forbidden')).toBeTruthy();
  });

  it('checks a new member with the domain rules, then creates them', async () => {
    const { calls, user } = open({
      'GET /get-members/': page([aMember()]),
      'POST /edit-member/': {
        body: { success: true, message: 'Member created', member: aMember({ login_id: 27 }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const form = await screen.findByRole('form', { name: 'Add member' });
    await user.click(screen.getByRole('button', { name: 'Create member' }));
    expect(await screen.findByText('Name is Required!')).toBeTruthy();
    expect(screen.getByText('Email is Required!')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ishaan Bhat');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Ishaan.Bhat@backoffice.test');
    await user.type(screen.getByRole('textbox', { name: 'Contact number' }), '9845099001');
    await user.type(screen.getByLabelText(/^Password/), 'Welcome@123');
    await user.click(screen.getByRole('button', { name: 'Create member' }));
    expect(await screen.findByText('Select at least one role or a login role')).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: 'Roles' }));
    await user.click(await screen.findByRole('option', { name: 'OC' }));
    // Admin and Team Leader roles are not offered.
    expect(screen.queryByRole('option', { name: 'TEAML' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'ADMIN' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create member' }));
    await waitFor(() => expect(form.isConnected).toBe(false));
    expect(calls.find((c) => c.path === '/edit-member/')?.body).toEqual({
      name: 'Ishaan Bhat',
      email: 'ishaan.bhat@backoffice.test',
      contact: '9845099001',
      roles: ['OC'],
      login_role: null,
      is_active: true,
      is_pod_leader: false,
      can_create_member: false,
      password: 'Welcome@123',
    });
  });
});
