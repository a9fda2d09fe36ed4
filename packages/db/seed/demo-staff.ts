import type { LoginRole, SignInRoleValue } from '@backoffice/domain/access';

/** The one password of every demo account (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo@1234';

/** A demo staff account and the sign-in role to choose for it. */
export interface DemoAccount {
  login_id: number;
  name: string;
  email: string;
  contact: string;
  role: string;
  login_role: LoginRole | null;
  sign_in_role: SignInRoleValue;
  is_pod_leader?: boolean;
  can_create_member?: boolean;
  /** What the account shows in a demo or a test. */
  description: string;
}

const account = (
  login_id: number,
  name: string,
  mailbox: string,
  role: string,
  login_role: LoginRole | null,
  sign_in_role: SignInRoleValue,
  description: string,
  flags: Pick<DemoAccount, 'is_pod_leader' | 'can_create_member'> = {},
): DemoAccount => ({
  login_id,
  name,
  email: `${mailbox}@backoffice.test`,
  // Ten-digit Indian mobile numbers, one per account.
  contact: `98450${String(10_000 + login_id * 37).padStart(5, '0')}`,
  role,
  login_role,
  sign_in_role,
  ...flags,
  description,
});

/**
 * One account per sign-in role, with the login ids the spec's rules name: 6 is a Team Leader
 * allowed to cancel, 9 a Team Leader allowed to import the logistics sheet.
 */
export const DEMO_STAFF: readonly DemoAccount[] = [
  account(1, 'Aarav Sharma', 'admin', 'ADMIN', 'Admin', 'admin', 'Admin'),
  account(2, 'Priya Nair', 'oc.agent', 'CET,OC', null, 'cet', 'Order confirmation agent'),
  account(3, 'Rohan Mehta', 'rt.agent', 'CET,RT', null, 'cet', 'Relationship team agent'),
  account(4, 'Ananya Iyer', 'cet.agent', 'CET', null, 'cet', 'Customer experience agent'),
  account(
    5,
    'Kavya Reddy',
    'coupon.manager',
    'COUPON MANAGER',
    null,
    'coupon manager',
    'Coupon manager',
  ),
  account(
    6,
    'Vikram Singh',
    'team.leader',
    'TEAML',
    null,
    'team leader',
    'Team Leader allowed to cancel',
  ),
  account(7, 'Meera Krishnan', 'finance', 'FINANCE', 'Finance', 'finance', 'Finance'),
  account(
    8,
    'Arjun Menon',
    'finance.pod.leader',
    'FINANCE',
    'Finance',
    'finance',
    'Finance pod leader',
    {
      is_pod_leader: true,
    },
  ),
  account(
    9,
    'Sneha Kulkarni',
    'logistics.team.leader',
    'TEAML',
    null,
    'team leader',
    'Team Leader allowed to import the logistics sheet',
  ),
  account(10, 'Rahul Verma', 'operations', 'OPS', 'Operations', 'operations', 'Operations'),
  account(
    11,
    'Deepak Joshi',
    'operations.pod.leader',
    'OPS',
    'Operations',
    'operations',
    'Operations pod leader',
    { is_pod_leader: true },
  ),
  account(12, 'Pooja Gupta', 'sales', 'SALES', null, 'sales', 'Sales'),
  account(13, 'Karthik Raman', 'tech', 'TECH', null, 'tech', 'Tech'),
  account(14, 'Nisha Kapoor', 'partnerships', '', 'Partnerships', 'partnerships', 'Partnerships'),
  account(
    15,
    'Suresh Patil',
    'retail.agent',
    '',
    'Retail Agent',
    'retail agent',
    'Retail store agent',
  ),
  account(
    16,
    'Lakshmi Rao',
    'retail.manager',
    '',
    'Retail Manager',
    'retail manager',
    'Retail store manager',
  ),
  account(
    17,
    'Manish Agarwal',
    'distribution.manager',
    'DISTRIBUTION MANAGER',
    'Distribution Manager',
    'distribution manager',
    'Distribution manager',
  ),
  account(
    18,
    'Farhan Qureshi',
    'homecentre.agent',
    '',
    'Homecentre Agent',
    'homecentre agent',
    'Home-centre partner store agent',
  ),
  account(19, 'Divya Pillai', 'npl', 'NPL', 'Npl', 'npl', 'New product listing team'),
  account(
    20,
    'Amit Chauhan',
    'superk.agent',
    '',
    'Superk Agent',
    'superk agent',
    'SuperK partner store agent',
  ),
  account(21, 'Harpreet Kaur', 'foam.b2b', '', 'Foam B2B', 'foam b2b', 'Foam B2B'),
  account(22, 'Sanjay Bhat', 'bulk.retail', '', 'Bulk Retail', 'bulk retail', 'Bulk retail'),
  account(
    23,
    'Neha Saxena',
    'quick.commerce.manager',
    '',
    'Quick Commerce Manager',
    'quick commerce manager',
    'Quick commerce manager',
  ),
  account(
    24,
    'Imran Sheikh',
    'quick.commerce.agent',
    '',
    'Quick Commerce Agent',
    'quick commerce agent',
    'Quick commerce agent',
  ),
  account(
    25,
    'Ritu Malhotra',
    'cet.members',
    'CET',
    null,
    'cet',
    'CET member who can create members',
    {
      can_create_member: true,
    },
  ),
  account(26, 'Gaurav Desai', 'qa.agent', 'CET,QA', null, 'cet', 'Quality assurance agent'),
  account(
    27,
    'Swati Deshmukh',
    'retail.manager.two',
    '',
    'Retail Manager',
    'retail manager',
    'Second retail manager of the first store',
  ),
  account(
    28,
    'Naveen Kumar',
    'retail.agent.two',
    '',
    'Retail Agent',
    'retail agent',
    'Second retail agent of the first store',
  ),
  account(
    29,
    'Tanvi Bose',
    'retail.manager.store.two',
    '',
    'Retail Manager',
    'retail manager',
    'Retail manager of the second store',
  ),
  account(
    30,
    'Yusuf Khan',
    'retail.agent.store.two',
    '',
    'Retail Agent',
    'retail agent',
    'Retail agent of the second store',
  ),
];

/** The demo account of a login id; throws for an id that is not in DEMO_STAFF. */
export function demoAccount(loginId: number): DemoAccount {
  const found = DEMO_STAFF.find((a) => a.login_id === loginId);
  if (!found) throw new Error(`No demo account with login id ${loginId}`);
  return found;
}
