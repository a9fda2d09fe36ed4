import type { Brand } from '../core/brand';
import { REFUND_CATEGORIES } from '../refunds/categories';
import type { AccessConfig } from './access-config';
import { can, type Capability } from './capabilities';
import { hasAnyRole, hasRole, isLoginRole, type Principal } from './roles';
import { defaultPlatform } from './routes';

type MenuRule = (p: Principal, c: AccessConfig) => boolean;

/** A link of the top menu; a group with `items` is a dropdown. */
export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuGroup {
  label: string;
  items: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

interface MenuItemRule {
  label: string;
  to: (brand: Brand) => string;
  /** The capability of the route it opens: the menu never offers a screen that would refuse. */
  capability: Capability;
  /** The spec's narrower menu rule, where it gives one (000 section 6 "Menu extras", 002 section 6). */
  menuRule?: MenuRule;
}

const item = (
  label: string,
  to: string | ((brand: Brand) => string),
  capability: Capability,
  menuRule?: MenuRule,
): MenuItemRule => ({
  label,
  to: typeof to === 'string' ? () => to : to,
  capability,
  ...(menuRule ? { menuRule } : {}),
});

const MENU: ReadonlyArray<MenuItemRule | { label: string; items: MenuItemRule[] }> = [
  item('Universal Search', '/order-search', 'orders:search'),
  item('OC Module', '/order-confirmation-team', 'orders:oc-list', (p) => hasRole(p, 'OC')),
  item('RT Module', '/relationship-team', 'orders:rt-list', (p) => hasRole(p, 'RT')),
  item('Returns', (b) => `/returns-replacement/${defaultPlatform(b)}`, 'returns:list'),
  item('Place Order', '/place-new-order', 'orders:place'),
  item('Pending Order', '/search-hc-order', 'orders:partner-pending'),
  item('Calls', '/total-calls', 'calls:view'),
  item('Escalations', '/escalations', 'calls:view'),
  item('Call Search', '/universal-call-search', 'calls:search'),
  {
    label: 'Team',
    items: [
      item('List of CETs', '/list-cets', 'team:lead'),
      item('Activity Status CET & Sales', '/activity-status-cet-sales', 'team:lead'),
      item('Members', '/members-list', 'members:manage'),
    ],
  },
  {
    label: 'Refunds',
    // One entry per refund category, in the spec's order (001 section 3).
    items: REFUND_CATEGORIES.map((c) => item(c.label, `/refund-list/${c.slug}/`, 'refunds:view')),
  },
  {
    label: 'Warehouse',
    items: [
      item('Import Orders', '/import-orders', 'warehouse:ops'),
      item('Import Logistics Sheet', '/import-logistics-sheet', 'logistics:import-sheet'),
      item('Import Pincodes Sheet', '/import-pincodes-sheet', 'warehouse:ops'),
      item('Import EDD Sheet', '/import-edd-sheet', 'warehouse:ops'),
      item(
        'Upload Pincode Delivery Pricing',
        '/upload-pincode-delivery-pricing',
        'pincodes:pricing-upload',
      ),
      item('Picklist', '/picklist', 'warehouse:ops'),
      item('Scanner', (b) => `/${b.slug}-scanner`, 'warehouse:ops'),
      item('Middle Mile Picking', '/middle-mile-picking', 'warehouse:ops'),
      item('SLOC to SLOC Movement', '/sloc-to-sloc-movement', 'warehouse:ops'),
      item('Stock Management', '/stock-management', 'stock:manage'),
      item('Locus Order Management', '/locus-order-management', 'warehouse:ops'),
      item('OFD Failed Details', '/ofd-failed-details', 'warehouse:ops'),
      item('Stuck Orders', '/stuck-orders', 'warehouse:ops'),
      item('Invoice Docket Process', '/invoice-docket-process', 'warehouse:ops'),
      item('Fulfillment Batch', '/fulfillment-batch', 'warehouse:fulfilment'),
      item('STO Details', '/sto-details', 'warehouse:fulfilment'),
      item('Missing Items', '/missing-items', 'warehouse:fulfilment'),
    ],
  },
  item('COD To Online', '/cod-to-online', 'payments:cod-to-online'),
  // "COD Upload" (OPS or FINANCE) and "Prepaid Cash Upload" (Retail Manager) have no route of
  // their own in the spec; both are sheet types of /upload-sheet, whose route rule admits them.
  item('COD Upload', '/upload-sheet', 'uploads:sheet', (p) => hasAnyRole(p, ['OPS', 'FINANCE'])),
  {
    label: 'Uploads',
    items: [
      item('Offer Automation', '/offer-automation', 'uploads:offer-automation'),
      item(
        'Upload Product Automation',
        '/upload-product-automation-sheet',
        'uploads:product-automation',
      ),
      item(
        'Product Price Update Automation',
        '/upload-price-automation-sheet',
        'uploads:price-automation',
      ),
      item('Upload Sheet', '/upload-sheet', 'uploads:sheet', (p) =>
        hasAnyRole(p, ['TEAML', 'TECH']),
      ),
      item('Upload Sheet By Type', '/upload-sheet-by-type', 'uploads:sheet-by-type'),
    ],
  },
  {
    label: 'Retail',
    items: [
      item('Retail Management', '/retail-staff-management', 'retail:manage-staff'),
      item('Daily Cash Report', '/daily-cash-report-rm', 'retail:manager-cash'),
      item('Daily Cash Report', '/daily-cash-report-ra', 'retail:agent-cash'),
      item('Prepaid Cash Upload', '/upload-sheet', 'uploads:sheet', (p) =>
        isLoginRole(p, 'Retail Manager'),
      ),
      item('Store Inventory', '/retail-store-inventory', 'retail:view'),
      item('Place Retail Order', '/place-retail-order', 'retail:view'),
      item('Search Retail Order', '/search-retail-order', 'retail:view'),
      item('Generate SKU Label', '/generate-sku-label', 'retail:print-sku-labels'),
      item('Inventory Order Upload', '/inventory-order-upload', 'retail:inventory-orders'),
      item('Search Inventory Order', '/search-inventory-order', 'retail:inventory-orders'),
    ],
  },
  {
    label: 'Distribution',
    items: [
      item('Distribution Management', '/distrbution-management', 'distribution:manage'),
      item('Place Distribution Order', '/place-distrbution-order', 'distribution:orders'),
      item('Import Distribution Pricing', '/import-distribution-pricing', 'distribution:orders'),
      item('Dealer Sheet Upload', '/dealer-sheet-upload', 'distribution:orders'),
    ],
  },
  item('Quotation', '/quotation', 'quotations:work', (p) => isLoginRole(p, 'Partnerships')),
  {
    label: 'Catalogue',
    items: [
      item('Product Review', '/list-of-review-orders', 'reviews:view', (p, c) =>
        // The entry's own rule (routes.ts) narrows to managers when it forwards to review orders.
        c.reviewOrdersAsList ? can(p, 'reviews:manage', c) : true,
      ),
      item('Tags', '/list-of-tags', 'reviews:manage', (_p, c) => c.combinedReviews),
      item('Add Coupon', '/coupons/add', 'coupons:manage'),
      item(
        'Product Hierarchy Approval',
        '/product-hierarchy-approval',
        'products:hierarchy-approval',
      ),
      item('LeadSquared', '/leadsquared', 'leads:leadsquared'),
    ],
  },
];

const shows = (rule: MenuItemRule, p: Principal, c: AccessConfig) =>
  can(p, rule.capability, c) && (rule.menuRule?.(p, c) ?? true);

/** The top menu a signed-in user sees: empty groups are dropped. */
export function menuFor(p: Principal, brand: Brand, config: AccessConfig): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of MENU) {
    if ('items' in entry) {
      const items = entry.items
        .filter((rule) => shows(rule, p, config))
        .map((rule) => ({ label: rule.label, to: rule.to(brand) }));
      if (items.length > 0) entries.push({ label: entry.label, items });
    } else if (shows(entry, p, config)) {
      entries.push({ label: entry.label, to: entry.to(brand) });
    }
  }
  return entries;
}

/** An action of the profile menu. */
export type ProfileAction = 'change-password' | 'start-session' | 'end-session' | 'logout';

/**
 * The profile menu: Logout for everyone, Start/End Session for retail roles (000 section 6).
 * A Retail Agent starts and ends from here; a Retail Manager starts by opening
 * /rm-session-dashboard and ends from here (000 section 4). Change Password is added for all,
 * as /change-password has no other entry point.
 */
export function profileMenuFor(p: Principal): ProfileAction[] {
  const actions: ProfileAction[] = ['change-password'];
  if (isLoginRole(p, 'Retail Agent', 'Retail Manager')) {
    actions.push(p.is_session_started ? 'end-session' : 'start-session');
  }
  actions.push('logout');
  return actions;
}
