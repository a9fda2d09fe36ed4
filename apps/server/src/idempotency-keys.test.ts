import { auditLog } from '@backoffice/db/schema';
import { DEMO_STAFF, type DemoAccount } from '@backoffice/db/seed';
import { can, type Principal, type RouteCapability } from '@backoffice/domain/access';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test/test-app';
import { UPLOAD_ENDPOINTS } from '@backoffice/domain/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every route that changes money or an order: each must require an Idempotency-Key. */
const MONEY_OR_ORDER = [
  'POST /api/backend-place-order/',
  'POST /api/affiliates/quick-commerce/orders/',
  'POST /api/editcart/',
  'POST /api/backend-cod-to-online/',
  'PUT /api/backend-cod-to-online/',
  'POST /api/resend-cto-link/',
  'POST /api/cancel-cto-request/',
  'POST /api/send-payment-link/',
  'POST /api/resend-payment-link/',
  'POST /api/cancel-payment-link/',
  'POST /api/cancel-backend-addon/',
  'POST /api/additional-payments/',
  'POST /api/backoffice-payment-type-changed-orders/',
  'POST /api/automate/',
  'POST /api/update-order/',
  'POST /api/update-fba-order/',
  'POST /api/cancel-universal-order/',
  'POST /api/cancellation-request/',
  'POST /api/split-cart/',
  'POST /api/update-delivery-date/',
  'POST /api/confirm-hc-order/',
  'POST /api/orders/bulk-status/',
  'POST /api/orders/bulk-assign/',
  // Catalogue prices and hierarchy: what every order is priced and listed by.
  'POST /api/automate-sale-changes/',
  'POST /api/product-hierarchy-approval/approve/',
  // Retail staff: the accounts that hold a store's cash, and their store.
  'POST /api/create-retail-member/',
  'POST /api/update-retail-member/',
  'POST /api/toggle-retail-member/',
  'POST /api/retail-member-remapping/',
  'POST /api/toggle-retail-access/',
  // Store cash and retail sessions: every movement of a store's cash, and the day's start and end.
  'POST /api/retail/sessions/ra/start/',
  'POST /api/retail/sessions/ra/end/',
  'POST /api/retail/sessions/rm/start/',
  'POST /api/retail/sessions/rm/end/',
  'POST /api/retail/cash/ra/submit/',
  'POST /api/retail/cash/ra/float/',
  'POST /api/retail/cash/rm/submit/',
  'POST /api/retail/cash/rm/float/',
  'POST /api/retail/cash/rm/transit/',
  'POST /api/retail/cash/rm/disputes/:dispute_id/resolve/',
  // The point of sale's placing and payments: an order, its payment and what it gives back.
  'POST /api/retail/pos/place/',
  'POST /api/retail/pos/check-status/',
  'POST /api/retail/pos/force-confirm/',
  'POST /api/retail/pos/cancel-transaction/',
  'POST /api/retail/pos/resend-payment-link/',
  'POST /api/retail/pos/create-new-order/',
  'POST /api/retail/pos/cancel-order/',
  'POST /api/retail/pos/gift-card/reset/',
  // The point of sale's order building: a new order, its lines, coupon and addresses.
  'POST /api/retail/pos/orders/',
  'POST /api/retail/pos/cart/add/',
  'POST /api/retail/pos/cart/remove/',
  'POST /api/retail/pos/cart/quantity/',
  'POST /api/retail/pos/cart/delivery-mode/',
  'POST /api/retail/pos/cart/instant-pickup/',
  'POST /api/retail/pos/coupon/',
  'POST /api/retail/pos/address/',
  'POST /api/retail/pos/address/delete/',
  // Quotations: the prices promised to a lead, and the order placed at them.
  'POST /api/quotation/generate/',
  'PUT /api/quotation/:quotation_random_id/',
  'POST /api/quotation/place-order/',
  // Distribution: distributors (status and credit limit are Finance's), dealer credit, and orders.
  'POST /api/distributors/',
  'PUT /api/distributors/:code/',
  'PUT /api/distributors/:code/enable-disable/',
  'PUT /api/distributors/:code/toggle-dealer-cod/',
  'POST /api/distributors/:code/verify/',
  'POST /api/distributors/:code/credit/',
  'PUT /api/distributors/:code/credit-approvals/:id/',
  'POST /api/place-distrbution-order/',
  // Returns: every step of a customer request changes a cart's status.
  'POST /api/initiate-return-or-replacement/',
  'POST /api/customer-requests/cancel/',
  'POST /api/return-or-replacement-approve/',
  'POST /api/return-or-replacement-process/',
  'POST /api/cancel-return-or-replacement/',
  'POST /api/returns/change-return-order-status/',
  'POST /api/returns/change-hold-sub-reason/',
  // Replacements ship a new cart; issued items are sent to the customer and fulfilled once.
  'POST /api/replacements/create/',
  'PUT /api/edit-replacement/',
  'POST /api/returns/issue-items/',
  'POST /api/returns/issue-packaging/',
  'POST /api/missing-items/:id/fulfil/',
  // Returns: pickups, dockets, the warehouse end, lost products, RTS, refunds and COD challans.
  'POST /api/change-pickup-date/',
  'POST /api/returns/cancel-return-pickup/',
  'POST /api/returns/create-docket/',
  'POST /api/recreate-docket/',
  'POST /api/returns/refresh-pickup/',
  'POST /api/returns/reached-warehouse/',
  'POST /api/returns/inward-scan/',
  'POST /api/lost-status-change/',
  'POST /api/backoffice-create-lost-product-order',
  'POST /api/rts/refund/',
  'POST /api/rts/reship/',
  'POST /api/request-refund',
  'POST /api/returns/cod-challans/',
  // Refunds raised from the order page, and a refund paid into the customer's wallet.
  'POST /api/price-drop-refund/',
  'POST /api/enable-sale-benifit/',
  'POST /api/create-salebenifit-for-affiliate/',
  'POST /api/refunds/oda-charge-refund/',
  'POST /api/refunds/carpenter-refund/',
  'POST /api/refunds/refund-to-wallet/',
  // A refund paid through the gateway, its bank account, amount and the customer's link.
  'POST /api/refunds/process-refund/',
  'POST /api/verify-bank-details/',
  'POST /api/update-bank-details/',
  'POST /api/refunds/send-bank-details-form-url/',
  'POST /api/update-amount/',
  // Finance's refund actions, trouble resolutions and manual-review resolutions.
  'PUT /api/refund-detail/:refund_id/',
  'POST /api/trouble-resolution-details/',
  'POST /api/refund-resolution/',
  // Every sheet upload (stock, statuses, prices, COD money ...): a retry answers the first upload.
  ...UPLOAD_ENDPOINTS.map((e) => `POST /api${e.path}`),
];

/**
 * The other writes, each with why it needs no key. A new write route fails this test until it
 * joins one of the two lists, so none can forget the key.
 */
const OTHER_WRITES: Record<string, string> = {
  'POST /api/login/': 'signs in',
  'POST /api/logout/': 'ends a session',
  'POST /api/change-password/': 'identity',
  'POST /api/reset-password/:login_id/':
    'identity: a second reset sends a new link and ends the first',
  'POST /api/choose-password/': 'identity',
  'POST /api/public/set-password/:token':
    "the holder's new password, no sign-in: one submission per link, refused after",
  'POST /api/update-user-status/': 'Working/Break, the same status twice changes nothing',
  'POST /api/promise-engine/': 'a check',
  'POST /api/order/address-modification-service-check/': 'a check',
  'POST /api/get-coupon-with-cart-details/': 'prices a cart, writes nothing',
  'POST /api/gift-card/check/': 'a check',
  'POST /api/product-validation-stock-check/': 'a check',
  'POST /api/validate-gst/': 'a check',
  'POST /api/payments/notify/': "the provider's notification, deduplicated by its transaction",
  'POST /api/sandbox-payments/links/:transaction_id/': "the sandbox provider's own page",
  'POST /api/sandbox-payments/pay/:transaction_id': "the sandbox provider's own page",
  'POST /api/edit-customer/': "the order's addresses, against its version (a replay is stale)",
  'POST /api/urgent-delivery/': 'a flag on a cart, refused once set',
  'POST /api/update-universal-order-comments/': 'a comment',
  'POST /api/sent-email-sms-notification/:order_random_id/': 'a message to the customer',
  'POST /api/send-invoice-cet-cx/': 'a message to the customer',
  'POST /api/send-credit-note/': 'a message to the customer',
  'POST /api/retail/cash/report-email/': 'a report e-mailed to the signed-in member',
  'POST /api/retail/sku-labels/': 'a label PDF, writes nothing',
  'POST /api/retail/pos/gift-card/balance/': 'a gift card check, nothing taken',
  'POST /api/retail/pos/bank-eligibility/': 'a check, writes nothing',
  'POST /api/retail/pos/otp/send/': 'an OTP texted to the customer, no order or money',
  'POST /api/retail/pos/otp/verify/': 'a check of the OTP, no order or money',
  'POST /api/retail/sku-labels/print/': 'labels sent to a printer, writes nothing',
  'POST /api/update-assign-cet/': 'who works a cart',
  'POST /api/qaandreview/': 'a call review',
  'POST /api/edit-member/': 'team membership',
  'POST /api/members-pod-leader/': 'team membership',
  'POST /api/click-to-call/': 'a call',
  'POST /api/telephony/callbacks/': "the telephony provider's notification",
  'POST /api/public/refund-bank-details/:token':
    "the customer's bank account, no sign-in: one submission per link, refused after",
  'POST /api/crm-dispositions/': 'a call disposition',
  'POST /api/create-escalation/': 'an escalation',
  'POST /api/switch-cart-escalation/': 'an escalation',
  'POST /api/saved-filters/': "a person's saved filter, the same name replaces it",
  'DELETE /api/saved-filters/:id/': "a person's saved filter",
  'POST /api/quotation/add-customer/':
    'a lead, one open lead per mobile number (a retry is refused)',
  'PATCH /api/quotation/leads/:lead_id/status/':
    "a lead's status, against its version (a replay is stale)",
  'POST /api/leadsquared/pull/': "the lead CRM's new leads, each pulled once by the CRM's id",
  'POST /api/leadsquared/push/':
    'lead statuses sent once each: only those changed since the last push',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const named = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

const principalOf = (a: DemoAccount): Principal => ({
  login_id: a.login_id,
  role: a.role,
  login_role: a.login_role,
  is_pod_leader: a.is_pod_leader ?? false,
  can_create_member: a.can_create_member ?? false,
  is_session_started: false,
});

/** A demo account the route's capability admits, so the key is what the answer is about. */
function accountFor(capability: RouteCapability): DemoAccount {
  const account = DEMO_STAFF.find(
    (a) => capability === 'public' || can(principalOf(a), capability, t.config.access),
  );
  if (!account) throw new Error(`no demo account may ${capability}`);
  return account;
}

describe('the Idempotency-Key of money and order writes', () => {
  it('is required by every route that changes money or an order, and every write is sorted', () => {
    const writes = t.app.apiRoutes.filter((r) => WRITE_METHODS.has(r.method)).map(named);
    expect(writes.filter((w) => !MONEY_OR_ORDER.includes(w) && !(w in OTHER_WRITES))).toEqual([]);
    expect([...t.app.keyedRoutes.map(named)].sort()).toEqual([...MONEY_OR_ORDER].sort());
    expect(MONEY_OR_ORDER.filter((w) => w in OTHER_WRITES)).toEqual([]);
    expect(Object.keys(OTHER_WRITES).filter((w) => !writes.includes(w))).toEqual([]);
  });

  it('answers 400 naming Idempotency-Key without one, before anything is written', async () => {
    const audited = async () => Number((await t.db.select({ n: count() }).from(auditLog))[0]?.n);
    const before = await audited();
    for (const route of t.app.apiRoutes.filter((r) => MONEY_OR_ORDER.includes(named(r)))) {
      const account = accountFor(route.capability);
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: bearer(await t.tokenFor(account.login_id)),
        payload: {},
      });
      expect(response.statusCode, named(route)).toBe(400);
      expect(response.json(), named(route)).toMatchObject({
        code: 'VALIDATION',
        error: 'Send an Idempotency-Key header: this call changes money or an order',
        fields: {
          'Idempotency-Key': 'Send an Idempotency-Key header: this call changes money or an order',
        },
      });
    }
    expect(await audited()).toBe(before);
  });
});
