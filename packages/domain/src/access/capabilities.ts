import type { AccessConfig } from './access-config';
import { hasAnyRole, hasRole, isLoginRole, type Principal } from './roles';

type Rule = (p: Principal, c: AccessConfig) => boolean;

/** Team Leader login ids that may import the logistics sheet (spec 000 section 6). */
export const LOGISTICS_SHEET_TEAM_LEADER_IDS = [9, 24, 83, 89, 737] as const;

const isRetailStaff = (p: Principal) => isLoginRole(p, 'Retail Agent', 'Retail Manager');
const isNpl = (p: Principal) => hasRole(p, 'NPL') || isLoginRole(p, 'Npl');
const isFinance = (p: Principal) => hasRole(p, 'FINANCE') || isLoginRole(p, 'Finance');
const isDistributionManager = (p: Principal) =>
  hasRole(p, 'DISTRIBUTION MANAGER') || isLoginRole(p, 'Distribution Manager');
const isRetailManager = (p: Principal) => isLoginRole(p, 'Retail Manager');
/** Refunds are worked by the FINANCE role code. */
const worksRefunds = (p: Principal) => hasRole(p, 'FINANCE');
/** A Finance pod leader: opens distribution management and approves the credit it holds back. */
const isFinancePodLeader = (p: Principal) => isFinance(p) && p.is_pod_leader;

/**
 * Who works orders from the order page. The spec does not list who; we give it to the roles that
 * work orders: the customer-experience family, team leaders, sales, operations and admins.
 */
const worksOrders: Rule = (p) =>
  hasAnyRole(p, ['TEAML', 'OC', 'RT', 'CET', 'QA', 'SALES', 'OPS', 'ADMIN']);
/** Whoever may open an order: everyone but Npl. */
const opensOrders: Rule = (p) => !isNpl(p);
/** Placing and changing backend orders: not FINANCE, Retail Agent/Manager, Distribution Manager or Npl. */
const placesOrders: Rule = (p) =>
  !isFinance(p) && !isRetailStaff(p) && !isDistributionManager(p) && !isNpl(p);
/** Team Leaders. */
const leadsTeam: Rule = (p) => hasRole(p, 'TEAML');
/** Team Leaders and quality assurance. */
const reviewsCalls: Rule = (p) => hasAnyRole(p, ['TEAML', 'QA']);

/**
 * Every named capability of the console (spec 000 section 6 and spec 002 section 2): one per
 * use-case family, so changing who may do something is one line; families with the same holders
 * share a predicate. The server checks them on every call; the web app uses the same predicates
 * to show or hide.
 */
export const CAPABILITY_RULES = {
  /** Any signed-in user. */
  session: () => true,
  /** The Working/Break toggle: roles containing OC, RT, CET or SALES. */
  'status:toggle': (p) => hasAnyRole(p, ['OC', 'RT', 'CET', 'SALES']),
  /** /activity: OC, RT, any role containing C, or SALES. */
  'activity:own': (p) => hasAnyRole(p, ['OC', 'RT', 'C', 'SALES']),
  /**
   * /reset-password/:login_id: TEAML, SALES, OPS or FINANCE (spec), and ADMIN, the only one who
   * may reset an Admin or Tech account; whose password each may reset is passwordResetRefusal's.
   */
  'users:reset-password': (p) => hasAnyRole(p, ['ADMIN', 'TEAML', 'SALES', 'OPS', 'FINANCE']),
  'orders:oc-list': (p) => hasAnyRole(p, ['TEAML', 'OC']),
  'orders:rt-list': (p) => hasAnyRole(p, ['TEAML', 'RT']),
  /** Universal Search: everyone except NPL. */
  'orders:search': opensOrders,
  /** The OC and RT work lists' API: TEAML, OC or RT; the list's own rule is checked per call. */
  'orders:work-lists': (p) => hasAnyRole(p, ['TEAML', 'OC', 'RT']),
  /** Changing a cart's status from the order page or a work list. */
  'orders:update-status': worksOrders,
  /** Cancelling a whole order from the order page. */
  'orders:cancel': worksOrders,
  /** Editing the customer and the addresses of an order. */
  'orders:edit-customer': worksOrders,
  /** Sending an e-mail or SMS notification to the customer. */
  'orders:send-notification': worksOrders,
  /** Sending an invoice or a credit note to the customer. */
  'orders:send-documents': worksOrders,
  /** Raising an urgent-delivery or cancellation request for a cart. */
  'orders:raise-request': worksOrders,
  /** Splitting a cart. */
  'orders:split-cart': worksOrders,
  /** Moving a cart's delivery to a later date. */
  'orders:future-delivery': worksOrders,
  /** Comments on an order: whoever may open it. */
  'orders:comment': opensOrders,
  /** Placing a backend order, with its promise, address and customer look-ups. */
  'orders:place': placesOrders,
  /** Changing the items of a placed cart (cart edit). */
  'orders:edit-cart': placesOrders,
  /** Applying a coupon or a gift card to a cart being placed or edited. */
  'coupons:apply': placesOrders,
  /** Sending, resending and cancelling payment links of an order. */
  'payments:send-link': worksOrders,
  /** Taking an additional payment for an order. */
  'payments:additional': worksOrders,
  /** Changing an order's payment type. */
  'payments:change-type': worksOrders,
  /** The RNR prepayment of a cart whose customer did not answer the confirmation calls. */
  'payments:rnr': placesOrders,
  /** Raising an escalation from the order page. */
  'escalations:create': worksOrders,
  /** Replacing a product of an escalation by another cart of the same order. */
  'escalations:switch-cart': worksOrders,
  /**
   * Quick-commerce bulk orders (/affiliates/quick-commerce and its orders POST): the Quick
   * Commerce Manager and Agent, who type quantities limited by stock (001 section 6).
   */
  'orders:quick-commerce': (p) => isLoginRole(p, 'Quick Commerce Manager', 'Quick Commerce Agent'),
  /** Pending partner-store orders: Superk Agent or Homecentre Agent. */
  'orders:partner-pending': (p) => isLoginRole(p, 'Superk Agent', 'Homecentre Agent'),
  /**
   * The product catalogue, the product picker's calls and stock checks. The spec does not say
   * who; the picker serves the order screens, so whoever may open an order: everyone but Npl.
   */
  'catalogue:view': opensOrders,
  /** Checking the stock of the products of an order being placed (a check sent as a POST). */
  'catalogue:check-stock': opensOrders,
  /**
   * returns-replacement. 000 section 6 bars FINANCE and retail staff from the route and lets the
   * menu hide it from more roles; 001 section 2 lists all of them under Access. We take 001's
   * list for the route too, so no user is redirected to a screen its menu hides (decision 002).
   */
  'returns:list': (p) =>
    !isFinance(p) &&
    !isRetailStaff(p) &&
    !hasAnyRole(p, ['OPS', 'DISTRIBUTION MANAGER', 'TECH', 'NPL']) &&
    !isLoginRole(
      p,
      'Distribution Manager',
      'Homecentre Agent',
      'Superk Agent',
      'Npl',
      'Operations',
    ),
  /**
   * Raising a customer request (return, replacement, issue), cancelling it before approval, its
   * hold sub-reason and booking return pickups (designed, docs/returns.md): the customer-experience
   * family and Team Leaders and admins.
   */
  'returns:request': (p) => hasAnyRole(p, ['CET', 'OC', 'RT', 'QA', 'TEAML', 'ADMIN']),
  /** Approving, processing and resolving returns and replacements: Team Leaders and admins. */
  'returns:approve': (p) => hasAnyRole(p, ['TEAML', 'ADMIN']),
  /** The warehouse and courier end of returns (return-replace-ops/): OPS, TECH and admins. */
  'returns:ops': (p) => hasAnyRole(p, ['OPS', 'TECH', 'ADMIN']),
  /**
   * returns/change-return-order-status/: whoever takes one of its steps, the warehouse end
   * (returns:ops) or a Team Leader resolving (returns:approve); each step checks its own.
   */
  'returns:steps': (p) => hasAnyRole(p, ['OPS', 'TECH', 'ADMIN', 'TEAML']),
  /** total-calls and escalations: hidden from the non-call-centre login roles. */
  'calls:view': (p) =>
    !isLoginRole(
      p,
      'Retail Agent',
      'Retail Manager',
      'Distribution Manager',
      'Finance',
      'Partnerships',
      'Npl',
      'Foam B2B',
      'Bulk Retail',
      'Quick Commerce Manager',
      'Quick Commerce Agent',
    ),
  'calls:search': reviewsCalls,
  /** Scoring an agent's calls (QA and review). */
  'calls:qa-review': reviewsCalls,
  /** The team's activity and another agent's work lists and activity. */
  'team:lead': leadsTeam,
  /** Assigning carts to an agent. */
  'team:assign': leadsTeam,
  'members:manage': (p) => p.can_create_member && !hasAnyRole(p, ['TEAML', 'ADMIN']),
  /**
   * The member list (/get-members/): the member managers above, and Team Leaders, who pick the
   * agent of a work list or of a cart from it.
   */
  'members:view': (p) =>
    hasRole(p, 'TEAML') || (p.can_create_member && !hasAnyRole(p, ['TEAML', 'ADMIN'])),
  /** The refund lists, a refund's details, history and troubles: Finance. */
  'refunds:view': worksRefunds,
  /** Processing a refund: its status actions, paying it through the gateway or into the wallet. */
  'refunds:process': worksRefunds,
  /** Checking and setting the bank account a refund is paid to, and sending the customer its link. */
  'refunds:bank-details': worksRefunds,
  /** Changing a refund's amount (never above what is left to refund). */
  'refunds:change-amount': worksRefunds,
  /** Resolving a refund's trouble or the gateway's manual review. */
  'refunds:resolve-trouble': worksRefunds,
  /**
   * Raising a refund from the order page (the refund initiation popup: price drop, sale benefit,
   * ODA charge, carpenter) and reading a customer's usable wallet credit: Finance, and the
   * customer-experience agents and Team Leaders who raise them on a call (designed,
   * docs/refunds.md "Initiating refunds"), and admins.
   */
  'refunds:initiate': (p) => hasAnyRole(p, ['FINANCE', 'CET', 'TEAML', 'ADMIN']),
  'warehouse:ops': (p) => hasRole(p, 'OPS'),
  'pincodes:pricing-upload': (p) => hasRole(p, 'OPS') && p.is_pod_leader,
  'stock:manage': (p) => hasRole(p, 'OPS') || isDistributionManager(p),
  'warehouse:fulfilment': (p) => hasAnyRole(p, ['OPS', 'TECH']),
  'logistics:import-sheet': (p) =>
    hasAnyRole(p, ['OPS', 'TECH']) ||
    (hasRole(p, 'TEAML') &&
      (LOGISTICS_SHEET_TEAM_LEADER_IDS as readonly number[]).includes(p.login_id)),
  'payments:cod-to-online': (p) => hasAnyRole(p, ['OPS', 'FINANCE']),
  'uploads:offer-automation': (p) => hasAnyRole(p, ['ADMIN', 'TECH', 'OPS']),
  'uploads:product-automation': (p) => isLoginRole(p, 'Npl'),
  'uploads:price-automation': (p) => isLoginRole(p, 'Admin'),
  /**
   * /upload-sheet. The spec gives two readings: the menu shows it to TEAML or TECH, the route
   * rule to "FINANCE, OPS, anyone not a retail agent, or Retail Manager". The route rule is the
   * guard (it reduces to "not a Retail Agent"); the menu keeps its own narrower rule.
   */
  'uploads:sheet': (p) => !isLoginRole(p, 'Retail Agent'),
  'uploads:sheet-by-type': (p) => hasAnyRole(p, ['TECH', 'TEAML']),
  /** The store's screens and reads: the till's order, products, offers, search and labels. */
  'retail:view': isRetailStaff,
  /** Texting and verifying the customer's OTP at the till. */
  'retail:till-verify-customer': isRetailStaff,
  /** Opening a till order, or a new one with a placed order's products. */
  'retail:till-open-order': isRetailStaff,
  /** Adding, removing and changing the lines of a till order. */
  'retail:till-edit-cart': isRetailStaff,
  /** A till order's coupon, gift card and bank offer. */
  'retail:till-apply-offers': isRetailStaff,
  /** Adding, editing, selecting and deleting the customer's shipping addresses at the till. */
  'retail:till-addresses': isRetailStaff,
  /** Placing a till order, checking and cancelling its payment in progress. */
  'retail:till-take-payment': isRetailStaff,
  /** Sending a card payment link again: a Retail Manager only (002 section 6). */
  'retail:till-resend-payment-link': isRetailManager,
  /** Confirming forcefully an order the customer paid outside the link: a Retail Manager. */
  'retail:till-force-confirm': isRetailManager,
  /** Cancelling a placed till order and giving back what it took. */
  'retail:till-cancel-order': isRetailStaff,
  /** Generating and printing SKU labels. */
  'retail:print-sku-labels': isRetailStaff,
  /** E-mailing the daily cash report to oneself. */
  'retail:email-cash-report': isRetailStaff,
  /** The agent's session and the agent's cash: hand-overs and the float. */
  'retail:agent-cash': (p) => isLoginRole(p, 'Retail Agent'),
  /** The manager's session: starting the day with the counted amount, ending it, its dashboard. */
  'retail:manager-session': isRetailManager,
  /** The manager's cash: banking, floats, transits, disputes and the cash held through the day. */
  'retail:manager-cash': isRetailManager,
  /** The store's members: creating, changing, deactivating, moving them and their screens. */
  'retail:manage-staff': isRetailManager,
  /** Uploading the prepaid cash sheet. */
  'retail:upload-prepaid-cash': isRetailManager,
  'retail:inventory-orders': (p) => isLoginRole(p, 'Retail Agent', 'Retail Manager', 'Operations'),
  'distribution:manage': (p) => isDistributionManager(p) || isFinancePodLeader(p),
  /** Approving or rejecting a credit above the threshold (maker-checker, docs/distribution.md). */
  'distribution:approve-credit': isFinancePodLeader,
  'distribution:orders': (p) => isDistributionManager(p),
  'quotations:work': (p) => isLoginRole(p, 'Partnerships', 'Foam B2B', 'Bulk Retail'),
  'coupons:manage': (p, c) =>
    hasAnyRole(p, ['ADMIN', 'COUPON MANAGER']) || c.couponStaffIds.includes(p.login_id),
  'reviews:view': (p) => hasAnyRole(p, ['ADMIN', 'COUPON MANAGER', 'CET']),
  'reviews:manage': (p) => hasAnyRole(p, ['ADMIN', 'COUPON MANAGER']),
  /**
   * The sandbox messaging outbox of any mobile or e-mail (a customer's OTPs and links, for demos
   * and browser tests): ADMIN and TECH; everyone else reads only what was sent to their own account.
   */
  'messages:sandbox-outbox': (p) => hasAnyRole(p, ['ADMIN', 'TECH']),
  'leads:leadsquared': (p, c) => c.leadsquaredStaffIds.includes(p.login_id),
  'products:hierarchy-approval': (p, c) =>
    c.productHierarchyRoles.some((r) => p.role.split(',').includes(r) || p.login_role === r),
} satisfies Record<string, Rule>;

/** A capability a route may declare; `public` means no sign-in is needed. */
export type Capability = keyof typeof CAPABILITY_RULES;
export type RouteCapability = Capability | 'public';

/** Every capability name (the access test iterates over them). */
export const CAPABILITIES = Object.keys(CAPABILITY_RULES) as Capability[];

/** Whether a signed-in user holds a capability. */
export function can(p: Principal, capability: Capability, config: AccessConfig): boolean {
  return CAPABILITY_RULES[capability](p, config);
}
