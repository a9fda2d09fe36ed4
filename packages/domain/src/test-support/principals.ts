import type { Principal } from '../access/roles';

const BASE: Principal = {
  login_id: 1000,
  role: '',
  login_role: null,
  is_pod_leader: false,
  can_create_member: false,
  is_session_started: false,
};

/** A principal for tests: an account with no role unless told otherwise. */
export const principal = (over: Partial<Principal>): Principal => ({ ...BASE, ...over });

/** One demo principal per kind of user the spec names (000 section 6), for the access tables. */
export const DEMO = {
  admin: principal({ role: 'ADMIN', login_role: 'Admin' }),
  tech: principal({ role: 'TECH' }),
  ops: principal({ role: 'OPS', login_role: 'Operations' }),
  opsPodLeader: principal({ role: 'OPS', login_role: 'Operations', is_pod_leader: true }),
  teamLead: principal({ role: 'TEAML', login_id: 1 }),
  teamLeadLogistics: principal({ role: 'TEAML', login_id: 9 }),
  teamLeadMemberCreator: principal({ role: 'TEAML', can_create_member: true }),
  qa: principal({ role: 'QA' }),
  oc: principal({ role: 'OC' }),
  rt: principal({ role: 'RT' }),
  cet: principal({ role: 'CET' }),
  cetMemberCreator: principal({ role: 'CET', can_create_member: true }),
  finance: principal({ role: 'FINANCE', login_role: 'Finance' }),
  financePodLeader: principal({ role: 'FINANCE', login_role: 'Finance', is_pod_leader: true }),
  sales: principal({ role: 'SALES' }),
  couponManager: principal({ role: 'COUPON MANAGER' }),
  distributionManager: principal({
    role: 'DISTRIBUTION MANAGER',
    login_role: 'Distribution Manager',
  }),
  npl: principal({ role: 'NPL', login_role: 'Npl' }),
  retailAgent: principal({ login_role: 'Retail Agent' }),
  retailManager: principal({ login_role: 'Retail Manager' }),
  partnerships: principal({ login_role: 'Partnerships' }),
  foamB2b: principal({ login_role: 'Foam B2B' }),
  bulkRetail: principal({ login_role: 'Bulk Retail' }),
  qcManager: principal({ login_role: 'Quick Commerce Manager' }),
  qcAgent: principal({ login_role: 'Quick Commerce Agent' }),
  hcAgent: principal({ login_role: 'Homecentre Agent' }),
  superkAgent: principal({ login_role: 'Superk Agent' }),
} as const satisfies Record<string, Principal>;

export type DemoName = keyof typeof DEMO;
export const DEMO_NAMES = Object.keys(DEMO) as DemoName[];
