import type { TeamMember } from '@backoffice/domain/calls/team';

/** Test helper: a member as GET /api/get-members/ answers it (the OC agent by default). */
export function aMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    login_id: 2,
    name: 'Priya Nair',
    email: 'oc.agent@backoffice.test',
    contact: '9845010074',
    role: 'CET,OC',
    roles: ['OC', 'CET'],
    login_role: null,
    is_active: true,
    is_pod_leader: false,
    can_create_member: false,
    pod_leader: null,
    status: 'working',
    version: 3,
    created_at: '2026-11-01T04:30:00.000Z',
    editable: true,
    ...overrides,
  };
}
