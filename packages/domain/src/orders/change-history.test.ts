import { describe, expect, it } from 'vitest';
import { describeChanges, type AuditedChanges } from './change-history';
import { STATUS } from './statuses';

const made = (after: unknown) => ({ before: null, after });

describe('the order history in sentences', () => {
  it.each<[string, string, AuditedChanges, string[]]>([
    [
      'an order placed, payable in en-IN INR',
      'order',
      {
        order: made({
          customer_id: 7,
          new_customer: true,
          payment_type: 'ONLINE',
          payment_via: 'Juspay',
          coupon_code: 'FESTIVE10',
          cart_pids: [11, 12],
          payable: 13499.1,
          gift_card: 0,
          source_order_random_id: null,
        }),
      },
      [
        'Order placed: 2 item(s), ₹13,499.10 payable, online via Juspay (coupon FESTIVE10, new customer)',
      ],
    ],
    [
      'a COD order placed with a gift card, from another order',
      'order',
      {
        order: made({
          payment_type: 'COD',
          cart_pids: [11],
          payable: 125000,
          gift_card: 5000,
          coupon_code: null,
          new_customer: false,
          source_order_random_id: 'K7Q2M9XA',
        }),
      },
      [
        'Order placed: 1 item(s), ₹1,25,000.00 payable, cash on delivery (gift card ₹5,000.00, from order K7Q2M9XA)',
      ],
    ],
    [
      'an order imported from a marketplace sheet',
      'order',
      {
        imported: made({
          affiliate_id: 1,
          affiliate_order_id: '408-1234567-1234567',
          order_date: '2025-03-05',
          cart_pids: [11, 12],
          payable: 18998,
        }),
      },
      [
        'Imported from marketplace sheet: 2 item(s), ₹18,998.00 paid to the partner (affiliate order 408-1234567-1234567, ordered on 5 Mar, 2025)',
      ],
    ],
    [
      'a payment link sent',
      'order',
      {
        payment_link: made({
          transaction_id: 'TXN-1',
          type: 'cto',
          amount: 1250,
          cart_pids: [11, 12],
          status: 'pending',
        }),
      },
      ['COD to Online payment link TXN-1 sent for ₹1,250.00 (carts 11, 12)'],
    ],
    [
      'a payment link paid',
      'order',
      {
        'payment_link.TXN-1': {
          before: { status: 'pending' },
          after: { status: 'paid', payment_id: 'PAY-9', amount: 1250.5 },
        },
      },
      ['Payment link TXN-1 changed from Pending to Paid (amount ₹1,250.50, payment id PAY-9)'],
    ],
    [
      'a payment link sent again',
      'order',
      { 'payment_link.TXN-1': { before: { resent_count: 0 }, after: { resent_count: 1 } } },
      ['Payment link TXN-1 sent again'],
    ],
    [
      'a payment type change, the method by its name',
      'order',
      {
        payment_type: { before: 'ONLINE', after: 'COD' },
        payment_method_id: { before: 2, after: 1 },
        cancelled_links: made(['TXN-1', 'TXN-2']),
      },
      [
        'Payment type changed from ONLINE to COD',
        'Payment method changed from Juspay to COD',
        'Payment links cancelled: TXN-1, TXN-2',
      ],
    ],
    [
      'COD to online',
      'order',
      { cod_to_online: made({ cto_id: 4, cart_pids: [11], amount: 999.5, status: 'pending' }) },
      ['COD to online of ₹999.50 for carts 11 (status Pending)'],
    ],
    [
      'the customer: an address field and billing same as shipping',
      'order',
      {
        'shipping_address.city': { before: 'Pune', after: 'Mumbai' },
        'billing_address.gst_number': { before: null, after: '27AAPFU0939F1ZV' },
        is_billing_address_same: { before: true, after: false },
      },
      [
        'Shipping address: City changed from Pune to Mumbai',
        'Billing address: GST number set to 27AAPFU0939F1ZV',
        'Billing address same as shipping changed from Yes to No',
      ],
    ],
    [
      'the order confirmed, the time in IST',
      'order',
      { confirmed_at: made('2026-11-21T05:30:00.000Z') },
      ['Order confirmed on 21 Nov, 2026 11:00 AM'],
    ],
    [
      'a notification',
      'order',
      { notification: made({ type: 1, channel: 'sms', to: '9812345670' }) },
      ['Order Confirmation notification sent by SMS to 9812345670'],
    ],
    [
      'a status change with a Hold reason, statuses by their names',
      'cart',
      {
        orm_order_status: { before: STATUS.CONFIRMED, after: STATUS.HOLD },
        shipment_not_possible: { before: false, after: true },
        shipment_stop_reason: { before: null, after: 3 },
      },
      [
        'Status changed from Confirmed to Hold',
        'Shipment blocked changed from No to Yes',
        'Hold reason set to Customer Request',
      ],
    ],
    [
      'a cart change: the item and its modification',
      'cart',
      {
        item_sku: { before: 'MAT-72x36', after: 'MAT-72x48' },
        item_price: { before: 11999, after: 15999 },
        modification: made({
          id: 3,
          reason: 1,
          difference: 4000,
          charges: 0,
          balance: 4000,
          extra_or_refund: 'extra',
          payment_status: 'pending',
          transaction_id: 'TXN-5',
        }),
      },
      [
        'SKU changed from MAT-72x36 to MAT-72x48',
        'Price changed from ₹11,999.00 to ₹15,999.00',
        'Cart modified (Dimensions Change): extra payment of ₹4,000.00 (price difference ₹4,000.00, charges ₹0.00, payment Awaiting payment, payment link TXN-5)',
      ],
    ],
    [
      "a cart change's payment received",
      'cart',
      { 'modification.3.payment_status': { before: 'pending', after: 'paid' } },
      ['Payment of cart change 3 changed from Awaiting payment to Paid'],
    ],
    [
      'additional charges',
      'cart',
      {
        additional_payment: made({
          items: [{ name: 'Installation', amount: 500 }],
          total: 500,
          payment_type: 'ONLINE',
          payment_via: 'Juspay',
          payment_tracking_id: null,
        }),
      },
      ['Additional payment of ₹500.00, online via Juspay (Installation ₹500.00)'],
    ],
    [
      'a delivery moved, days in words',
      'cart',
      { promised_date: { before: '2026-11-21', after: '2026-12-02' } },
      ['Delivery moved from 21 Nov, 2026 to 2 Dec, 2026'],
    ],
    [
      'requests and comments on a cart',
      'cart',
      {
        is_urgent: { before: false, after: true },
        cancellation_request: made({ id: 8, status: 'pending' }),
        comment: made('Customer asked to call after 6 pm'),
        document_sent: made({ number: 'INV-1001', to: 'meera@example.in' }),
        split_from: made(981234),
      },
      [
        'Urgent changed from No to Yes',
        'Cancellation requested (request 8, status Pending)',
        'Comment added: Customer asked to call after 6 pm',
        'Document INV-1001 e-mailed to meera@example.in',
        'Split from cart 981234',
      ],
    ],
    [
      'an unknown field: a readable sentence, never JSON',
      'order',
      {
        loyalty_tier: { before: 'silver', after: 'gold' },
        'partner.meta': made({ channel_code: 'AMZ', fees: [1, 2], amount: 12.5 }),
        flags: { before: { a: true }, after: null },
      },
      [
        'Loyalty tier changed from silver to gold',
        'Partner Meta set to Channel code AMZ, Fees 1, 2, Amount ₹12.50',
        'Flags cleared (was A Yes)',
      ],
    ],
    [
      'a replacement created, modified, and its new cart',
      'cart',
      {
        replacement: made({
          id: 4,
          request_id: 9,
          new_cart_pid: 100_512,
          item: '1 x Ortho Mattress (MAT-ORTHO-72x36x6)',
          dealer_cx_price: '1234.50',
        }),
        'replacement.4': {
          before: { item: '1 x Ortho Mattress (MAT-ORTHO-72x36x6)', dealer_cx_price: null },
          after: { item: '2 x Ortho Mattress (MAT-ORTHO-72x36x6)', dealer_cx_price: null },
        },
        replacement_for: made(100_401),
      },
      [
        'Replacement created: 1 x Ortho Mattress (MAT-ORTHO-72x36x6) (shipping as cart 100512, dealer price ₹1,234.50)',
        'Replacement 4 modified: 2 x Ortho Mattress (MAT-ORTHO-72x36x6) (was 1 x Ortho Mattress (MAT-ORTHO-72x36x6))',
        'Replacement of cart 100401',
      ],
    ],
    [
      'items issued without a return, and a missing item sent',
      'cart',
      {
        issued_item: made({
          id: 3,
          item_type: 9,
          description: null,
          quantity: 5,
          parts: ['4 x Bed Leg', '1 x Bolt Kit'],
        }),
        'issued_item.7.status': { before: 'pending', after: 'fulfilled' },
      },
      [
        'Issue Multiple Parts issued (4 x Bed Leg, 1 x Bolt Kit)',
        'Issued item 7 changed from Pending to Fulfilled',
      ],
    ],
    [
      'an entity without its own formatter',
      'coupon',
      { used_count: { before: 3, after: 4 } },
      ['Used count changed from 3 to 4'],
    ],
  ])('%s', (_case, entity, changes, sentences) => {
    const described = describeChanges(entity, changes);
    expect(described).toEqual(sentences);
    for (const sentence of described) expect(sentence).not.toMatch(/[{}"]/);
  });
});
