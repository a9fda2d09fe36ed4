import { describe, expect, it } from 'vitest';
import { brandFrom, defaultBrand } from '../core/brand';
import { defaultAccessConfig } from './access-config';
import type { RouteCapability } from './capabilities';
import { consoleRoutes, OC_DEFAULT_LIST_SLUG, RT_DEFAULT_LIST_SLUG } from './routes';

/** Every path of the route table of 000 section 2, as the spec writes it. */
const SPEC_000_PATHS = [
  // Entry
  '/',
  '/login',
  '/change-password',
  '/reset-password/:login_id',
  // Order confirmation team
  '/order-confirmation-team',
  '/order-confirmation-team/:platform/:slug',
  '/order-confirmation-team/:cet_uid/:platform/:slug',
  // Relationship team
  '/relationship-team',
  '/relationship-team/:platform/:slug',
  '/relationship-team/:cet_uid/:platform/:slug',
  // Returns
  '/returns-replacement/:platform',
  '/returns-replacement/:platform/:slug',
  '/returns-replacement/:cet_uid/:platform/:slug',
  // Search and order
  '/order-search',
  '/place-new-order',
  '/place-new-order/:platform/:orderId/',
  '/cart-edit/:affiliateId/:cartId/',
  '/search-hc-order',
  '/rnr-process/:affiliate_id/:cart_pid',
  '/escalations',
  // Calls and activity
  '/total-calls',
  '/activity',
  '/activity-status-cet-sales',
  '/universal-call-search',
  '/list-cets',
  '/members-list',
  // Refunds
  '/refund-list',
  '/refund-list/:refundCategory/',
  '/refund-list/:refundCategory/:platform/',
  '/refund-list/:refundCategory/:platform/:status',
  // Warehouse and logistics
  '/import-logistics-sheet',
  '/import-orders',
  '/import-pincodes-sheet',
  '/import-edd-sheet',
  '/upload-pincode-delivery-pricing',
  '/picklist',
  '/{product}-scanner',
  '/middle-mile-picking',
  '/sloc-to-sloc-movement',
  '/stock-management',
  '/locus-order-management',
  '/ofd-failed-details',
  '/stuck-orders',
  '/cod-to-online',
  '/missing-items',
  '/invoice-docket-process',
  '/fulfillment-batch',
  '/sto-details',
  // Uploads
  '/offer-automation',
  '/upload-product-automation-sheet',
  '/upload-price-automation-sheet',
  '/upload-sheet',
  '/upload-sheet-by-type',
  // Retail
  '/retail-staff-management',
  '/retail-store-inventory',
  '/inventory-order-upload',
  '/search-inventory-order',
  '/place-retail-order',
  '/search-retail-order',
  '/retail-order-detail/:orderId/',
  '/generate-sku-label',
  '/daily-cash-report-rm',
  '/daily-cash-report-ra',
  '/rm-session-dashboard',
  // Coupons, reviews, tags
  '/coupons/add',
  '/coupons/edit/:couponId',
  '/coupons/:coupon_uid',
  '/list-of-review-orders',
  '/list-of-review-orders/:platform',
  '/list-of-reviews/:platform',
  '/list-of-tags',
  '/list-of-tags/:platform',
  '/user-review-edit/:id',
  '/user-qa-edit/:id',
  // Distribution and quotations
  '/distrbution-management',
  '/place-distrbution-order',
  '/import-distribution-pricing',
  '/dealer-sheet-upload',
  '/quotation',
  '/generate-quotation/:leadId',
  '/generate-quotation/:leadId/:quotationId',
  '/order-placement-via-quotation/:leadId/:quotationId',
  // Other
  '/leadsquared',
  '/product-hierarchy-approval',
];

/**
 * Who may open each path: 002 section 2's table (paths as it writes them, `{param}`), then
 * the rules of 000 section 6 for the paths 002 does not cover.
 */
const ACCESS: ReadonlyArray<readonly [string, RouteCapability]> = [
  ['/place-retail-order', 'retail:view'],
  ['/search-retail-order', 'retail:view'],
  ['/retail-store-inventory', 'retail:view'],
  ['/generate-sku-label', 'retail:print-sku-labels'],
  ['/retail-order-detail/{order_random_id}', 'retail:view'],
  ['/daily-cash-report-ra', 'retail:agent-cash'],
  ['/daily-cash-report-rm', 'retail:manager-cash'],
  ['/rm-session-dashboard', 'retail:manager-session'],
  ['/retail-staff-management', 'retail:manage-staff'],
  ['/inventory-order-upload', 'retail:inventory-orders'],
  ['/search-inventory-order', 'retail:inventory-orders'],
  ['/upload-sheet', 'uploads:sheet'],
  ['/upload-sheet-by-type', 'uploads:sheet-by-type'],
  ['/distrbution-management', 'distribution:manage'],
  ['/place-distrbution-order', 'distribution:orders'],
  ['/import-distribution-pricing', 'distribution:orders'],
  ['/dealer-sheet-upload', 'distribution:orders'],
  ['/quotation', 'quotations:work'],
  ['/generate-quotation/{leadId}', 'quotations:work'],
  ['/generate-quotation/{leadId}/{quotationId}', 'quotations:work'],
  ['/order-placement-via-quotation/{leadId}/{quotationId}', 'quotations:work'],
  ['/picklist', 'warehouse:ops'],
  ['/{product}-scanner', 'warehouse:ops'],
  ['/middle-mile-picking', 'warehouse:ops'],
  ['/sloc-to-sloc-movement', 'warehouse:ops'],
  ['/import-orders', 'warehouse:ops'],
  ['/import-pincodes-sheet', 'warehouse:ops'],
  ['/import-edd-sheet', 'warehouse:ops'],
  ['/ofd-failed-details', 'warehouse:ops'],
  ['/locus-order-management', 'warehouse:ops'],
  ['/stuck-orders', 'warehouse:ops'],
  ['/invoice-docket-process', 'warehouse:ops'],
  ['/upload-pincode-delivery-pricing', 'pincodes:pricing-upload'],
  ['/stock-management', 'stock:manage'],
  ['/fulfillment-batch', 'warehouse:fulfilment'],
  ['/sto-details', 'warehouse:fulfilment'],
  ['/missing-items', 'warehouse:fulfilment'],
  ['/import-logistics-sheet', 'logistics:import-sheet'],
  ['/offer-automation', 'uploads:offer-automation'],
  ['/upload-product-automation-sheet', 'uploads:product-automation'],
  ['/upload-price-automation-sheet', 'uploads:price-automation'],
  ['/coupons/add', 'coupons:manage'],
  ['/coupons/edit/{couponId}', 'coupons:manage'],
  ['/coupons/{coupon_uid}', 'coupons:manage'],
  ['/list-of-review-orders', 'reviews:view'],
  ['/list-of-reviews/{platform}', 'reviews:view'],
  ['/list-of-tags', 'reviews:manage'],
  ['/list-of-tags/{platform}', 'reviews:manage'],
  ['/list-of-review-orders/{platform}', 'reviews:manage'],
  ['/user-review-edit/{id}', 'reviews:manage'],
  ['/user-qa-edit/{id}', 'reviews:manage'],
  ['/leadsquared', 'leads:leadsquared'],
  ['/search-hc-order', 'orders:partner-pending'],
  ['/product-hierarchy-approval', 'products:hierarchy-approval'],
  // 000 section 6
  ['/', 'public'],
  ['/login', 'public'],
  ['/reset-password/:login_id', 'users:reset-password'],
  ['/relationship-team/:platform/:slug', 'orders:rt-list'],
  ['/order-confirmation-team/:platform/:slug', 'orders:oc-list'],
  ['/returns-replacement/:platform', 'returns:list'],
  ['/members-list', 'members:manage'],
  ['/activity', 'activity:own'],
  ['/total-calls', 'calls:view'],
  ['/escalations', 'calls:view'],
  ['/universal-call-search', 'calls:search'],
  ['/list-cets', 'team:lead'],
  ['/activity-status-cet-sales', 'team:lead'],
  ['/cod-to-online', 'payments:cod-to-online'],
  ['/refund-list', 'refunds:view'],
  ['/place-new-order', 'orders:place'],
  ['/order-search', 'orders:search'],
];

const brand = brandFrom('Acme Beds', 'acme');
const routes = consoleRoutes(brand, defaultAccessConfig);
const withBrand = (path: string) => path.replace('{product}', brand.slug);
// Compare path shapes: parameter names and a trailing slash differ between the two documents.
const shape = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, ':').replace(/(.)\/$/, '$1');

describe('route table', () => {
  it.each(SPEC_000_PATHS)('has %s exactly once', (path) => {
    expect(routes.filter((r) => r.path === withBrand(path))).toHaveLength(1);
  });

  it('has no path the spec does not list, besides the order page address', () => {
    // "An order page address contains the text ORDER followed by the order id" (000 section 2).
    const listed = [...SPEC_000_PATHS.map(withBrand), '/:orderAddress'];
    expect(routes.map((r) => r.path).sort()).toEqual(listed.sort());
  });

  it('opens the order page with orders:search', () => {
    expect(routes.find((r) => r.path === '/:orderAddress')?.capability).toBe('orders:search');
  });

  it.each(ACCESS)('opens %s with %s', (path, capability) => {
    const matching = routes.filter((r) => shape(r.path) === shape(withBrand(path)));
    expect(matching).toHaveLength(1);
    expect(matching[0]?.capability).toBe(capability);
  });

  it('names the scanner after the brand', () => {
    expect(routes.some((r) => r.path === '/acme-scanner')).toBe(true);
    const plain = consoleRoutes(defaultBrand, defaultAccessConfig);
    expect(plain.some((r) => r.path === '/store-scanner')).toBe(true);
  });
});

describe('route redirects', () => {
  const redirectOf = (path: string, config = defaultAccessConfig) =>
    consoleRoutes(brand, config).find((r) => r.path === path)?.redirectTo;

  it('sends the team entries to the default platform and list', () => {
    expect(OC_DEFAULT_LIST_SLUG).toBe('new');
    expect(RT_DEFAULT_LIST_SLUG).toBe('instructions-due');
    expect(redirectOf('/order-confirmation-team')).toBe('/order-confirmation-team/acme/new');
    expect(redirectOf('/relationship-team')).toBe('/relationship-team/acme/instructions-due');
  });

  it('sends /list-of-tags to /list-of-tags/all', () => {
    expect(redirectOf('/list-of-tags')).toBe('/list-of-tags/all');
  });

  it('sends /list-of-review-orders by the build flag', () => {
    expect(redirectOf('/list-of-review-orders')).toBe('/list-of-reviews/all');
    const asList = { ...defaultAccessConfig, reviewOrdersAsList: true };
    expect(redirectOf('/list-of-review-orders', asList)).toBe('/list-of-review-orders/list');
  });

  it('redirects nowhere else', () => {
    const redirecting = routes.filter((r) => r.redirectTo !== undefined).map((r) => r.path);
    expect(redirecting.sort()).toEqual([
      '/list-of-review-orders',
      '/list-of-tags',
      '/order-confirmation-team',
      '/relationship-team',
    ]);
  });
});
