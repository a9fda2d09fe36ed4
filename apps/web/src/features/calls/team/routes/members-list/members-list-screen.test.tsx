import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('/members-list', () => {
  it('lists the members with their roles and pods; Admins and Team Leaders are not editable', async () => {
    open({
      'GET /get-members/': page([
        aMember({ login_id: 1, name: 'Aarav Sharma', roles: ['ADMIN'], editable: false }),
        aMember({ pod_leader: { login_id: 8, name: 'Arjun Menon' } }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(table.textContent).toContain('Priya Nair');
    expect(table.textContent).toContain('Arjun Menon');
    expect(table.textContent).toContain('Managed by an Admin');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(screen.getByRole('heading').textContent).toBe('Members (2)');
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
