import type { Brand } from '../core/brand';
import { orderStatus, STATUS } from '../orders/statuses';
import type { AccessConfig } from './access-config';
import type { RouteCapability } from './capabilities';

/** One path of the spec's route table (000 section 2, 002 section 2) and what opens it. */
export interface ConsoleRoute {
  /** React Router path pattern, exactly as the spec writes it. */
  path: string;
  capability: RouteCapability;
  /** Screen title (shown in the page header). */
  title: string;
  /** When set, the path only forwards to this address. */
  redirectTo?: string;
}

/** The order page's route: one whole segment, "ORDER" + the order id (see orders/order-address). */
export const ORDER_PAGE_ROUTE = '/:orderAddress';

/** The platform every team list opens with: the retailer's own channel. */
export function defaultPlatform(brand: Brand): string {
  return brand.slug;
}

/** Slug of the OC team's default list (status 1 New Order: `new`). */
export const OC_DEFAULT_LIST_SLUG = orderStatus(STATUS.NEW_ORDER).slug;
/** Slug of the RT team's default list (status 9 Instructions Due: `instructions-due`). */
export const RT_DEFAULT_LIST_SLUG = orderStatus(STATUS.INSTRUCTIONS_DUE).slug;

const r = (
  path: string,
  capability: RouteCapability,
  title: string,
  redirectTo?: string,
): ConsoleRoute =>
  redirectTo ? { path, capability, title, redirectTo } : { path, capability, title };

/** Every route of the console, for a brand and the access configuration (build flags). */
export function consoleRoutes(brand: Brand, config: AccessConfig): ConsoleRoute[] {
  const platform = defaultPlatform(brand);
  return [
    // Entry
    r('/', 'public', 'Home'),
    r('/login', 'public', 'Log in'),
    r('/change-password', 'session', 'Change Password'),
    r('/reset-password/:login_id', 'users:reset-password', 'Reset Password'),
    // Order confirmation and relationship teams
    r(
      '/order-confirmation-team',
      'orders:oc-list',
      'Order Confirmation Team',
      `/order-confirmation-team/${platform}/${OC_DEFAULT_LIST_SLUG}`,
    ),
    r('/order-confirmation-team/:platform/:slug', 'orders:oc-list', 'Order Confirmation Team'),
    r(
      '/order-confirmation-team/:cet_uid/:platform/:slug',
      'orders:oc-list',
      'Order Confirmation Team',
    ),
    r(
      '/relationship-team',
      'orders:rt-list',
      'Relationship Team',
      `/relationship-team/${platform}/${RT_DEFAULT_LIST_SLUG}`,
    ),
    r('/relationship-team/:platform/:slug', 'orders:rt-list', 'Relationship Team'),
    r('/relationship-team/:cet_uid/:platform/:slug', 'orders:rt-list', 'Relationship Team'),
    // Returns
    r('/returns-replacement/:platform', 'returns:list', 'Returns & Replacements'),
    r('/returns-replacement/:platform/:slug', 'returns:list', 'Returns & Replacements'),
    r('/returns-replacement/:cet_uid/:platform/:slug', 'returns:list', 'Returns & Replacements'),
    // Search and order
    r('/order-search', 'orders:search', 'Universal Search'),
    r('/place-new-order', 'orders:place', 'Place New Order'),
    r('/place-new-order/:platform/:orderId/', 'orders:place', 'Place New Order'),
    r('/cart-edit/:affiliateId/:cartId/', 'orders:place', 'Cart Edit'),
    r('/search-hc-order', 'orders:partner-pending', 'Pending Order'),
    r('/rnr-process/:affiliate_id/:cart_pid', 'orders:place', 'RNR Process'),
    r('/escalations', 'calls:view', 'Escalations'),
    // Calls and activity
    r('/total-calls', 'calls:view', 'Total Calls'),
    r('/activity', 'activity:own', 'Activity Status'),
    r('/activity-status-cet-sales', 'team:lead', 'Activity Status CET & Sales'),
    r('/universal-call-search', 'calls:search', 'Call Search'),
    r('/list-cets', 'team:lead', 'List of CETs'),
    r('/members-list', 'members:manage', 'Members'),
    // Refunds
    r('/refund-list', 'refunds:view', 'Refund List'),
    r('/refund-list/:refundCategory/', 'refunds:view', 'Refund List'),
    r('/refund-list/:refundCategory/:platform/', 'refunds:view', 'Refund List'),
    r('/refund-list/:refundCategory/:platform/:status', 'refunds:view', 'Refund List'),
    // Warehouse and logistics
    r('/import-logistics-sheet', 'logistics:import-sheet', 'Import Logistics Sheet'),
    r('/import-orders', 'warehouse:ops', 'Import Orders'),
    r('/import-pincodes-sheet', 'warehouse:ops', 'Import Pincodes Sheet'),
    r('/import-edd-sheet', 'warehouse:ops', 'Import EDD Sheet'),
    r(
      '/upload-pincode-delivery-pricing',
      'pincodes:pricing-upload',
      'Upload Pincode Delivery Pricing',
    ),
    r('/picklist', 'warehouse:ops', 'Picklist'),
    r(`/${brand.slug}-scanner`, 'warehouse:ops', `${brand.name} Scanner`),
    r('/middle-mile-picking', 'warehouse:ops', 'Middle Mile Picking'),
    r('/sloc-to-sloc-movement', 'warehouse:ops', 'SLOC to SLOC Movement'),
    r('/stock-management', 'stock:manage', 'Stock Management'),
    r('/locus-order-management', 'warehouse:ops', 'Locus Order Management'),
    r('/ofd-failed-details', 'warehouse:ops', 'OFD Failed Details'),
    r('/stuck-orders', 'warehouse:ops', 'Stuck Orders'),
    r('/cod-to-online', 'payments:cod-to-online', 'COD To Online'),
    r('/missing-items', 'warehouse:fulfilment', 'Missing Items'),
    r('/invoice-docket-process', 'warehouse:ops', 'Invoice Docket Process'),
    r('/fulfillment-batch', 'warehouse:fulfilment', 'Fulfillment Batch'),
    r('/sto-details', 'warehouse:fulfilment', 'STO Details'),
    // Uploads
    r('/offer-automation', 'uploads:offer-automation', 'Offer Automation'),
    r(
      '/upload-product-automation-sheet',
      'uploads:product-automation',
      'Upload Product Automation',
    ),
    r(
      '/upload-price-automation-sheet',
      'uploads:price-automation',
      'Product Price Update Automation',
    ),
    r('/upload-sheet', 'uploads:sheet', 'Upload Sheet'),
    r('/upload-sheet-by-type', 'uploads:sheet-by-type', 'Upload Sheet By Type'),
    // Retail
    r('/retail-staff-management', 'retail:manage-staff', 'Retail Management'),
    r('/retail-store-inventory', 'retail:view', 'Store Inventory'),
    r('/inventory-order-upload', 'retail:inventory-orders', 'Inventory Order Upload'),
    r('/search-inventory-order', 'retail:inventory-orders', 'Search Inventory Order'),
    r('/place-retail-order', 'retail:view', 'Place Retail Order'),
    r('/search-retail-order', 'retail:view', 'Search Retail Order'),
    r('/retail-order-detail/:orderId/', 'retail:view', 'Offline Order Details'),
    r('/generate-sku-label', 'retail:print-sku-labels', 'Generate SKU Label'),
    r('/daily-cash-report-rm', 'retail:manager-cash', 'Daily Cash Report'),
    r('/daily-cash-report-ra', 'retail:agent-cash', 'Daily Cash Report'),
    r('/rm-session-dashboard', 'retail:manager-session', 'Session Dashboard'),
    // Coupons, reviews, tags
    r('/coupons/add', 'coupons:manage', 'Add Coupon'),
    r('/coupons/edit/:couponId', 'coupons:manage', 'Edit Coupon'),
    r('/coupons/:coupon_uid', 'coupons:manage', 'Coupon'),
    r(
      '/list-of-review-orders',
      // With the list flag the entry forwards to review orders, which only managers may open.
      config.reviewOrdersAsList ? 'reviews:manage' : 'reviews:view',
      'Product Review',
      config.reviewOrdersAsList ? '/list-of-review-orders/list' : '/list-of-reviews/all',
    ),
    r('/list-of-review-orders/:platform', 'reviews:manage', 'Review Orders'),
    r('/list-of-reviews/:platform', 'reviews:view', 'Reviews'),
    r('/list-of-tags', 'reviews:manage', 'Tags', '/list-of-tags/all'),
    r('/list-of-tags/:platform', 'reviews:manage', 'Tags'),
    r('/user-review-edit/:id', 'reviews:manage', 'Edit Review'),
    r('/user-qa-edit/:id', 'reviews:manage', 'Edit Q&A'),
    // Distribution and quotations (the spec spells "distrbution" in these paths)
    r('/distrbution-management', 'distribution:manage', 'Distribution Management'),
    r('/place-distrbution-order', 'distribution:orders', 'Place Distribution Order'),
    r('/import-distribution-pricing', 'distribution:orders', 'Import Distribution Pricing'),
    r('/dealer-sheet-upload', 'distribution:orders', 'Dealer Sheet Upload'),
    r('/quotation', 'quotations:work', 'Quotation'),
    r('/generate-quotation/:leadId', 'quotations:work', 'Generate Quotation'),
    r('/generate-quotation/:leadId/:quotationId', 'quotations:work', 'Generate Quotation'),
    r(
      '/order-placement-via-quotation/:leadId/:quotationId',
      'quotations:work',
      'Order Placement via Quotation',
    ),
    // The order page: "ORDER" followed by the order id (/ORDERK7Q2M9XA). A whole-segment
    // parameter, since routers match whole segments; parseOrderAddress (orders) tells an order
    // address from an unknown path, which shows the not-found screen.
    r(ORDER_PAGE_ROUTE, 'orders:search', 'Order'),
    // Other
    r('/leadsquared', 'leads:leadsquared', 'LeadSquared'),
    r('/product-hierarchy-approval', 'products:hierarchy-approval', 'Product Hierarchy Approval'),
  ];
}
