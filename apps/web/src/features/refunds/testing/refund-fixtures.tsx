import {
  REFUND_STATUS,
  type TRefundListRow,
  type TRefundStatusResponse,
} from '@backoffice/domain/refunds';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';

/** How the mocked API answers one call: a reply, or a function of the call. */
export type Reply = Parameters<typeof signedInWith>[1][string];

/** Refund 41 as the refund list shows it: ₹2,500 of a Queen Bed, initiated, version 3. */
export const aRefundRow = (over: Partial<TRefundListRow> = {}): TRefundListRow => ({
  refund_id: 41,
  version: 3,
  order_random_id: 'K7Q2M9XA',
  cart_id: 901,
  affiliate_id: 0,
  customer_name: 'Meera Nair',
  customer_mobile: '9876543210',
  item_sku: 'BED-Q-01',
  item_name: 'Queen Bed',
  amount: 2500,
  status: REFUND_STATUS.INITIATED,
  status_label: 'Refund Initiated',
  automation_status: 'NOT_INITIATED',
  trouble_reason_id: null,
  trouble_reason: null,
  has_bank_details: true,
  bank_details_verified: false,
  comments: null,
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
  ...over,
});

/** Refund 41's status answer, read when a popup opens: initiated, nothing to do unless `over` says. */
export const aRefundStatus = (
  over: Partial<TRefundStatusResponse> = {},
): TRefundStatusResponse => ({
  refund_id: 41,
  version: 3,
  status: REFUND_STATUS.INITIATED,
  status_label: 'Refund Initiated',
  automation_status: 'NOT_INITIATED',
  statuses: [],
  actions: [],
  trouble_reasons: [],
  can_resolve: false,
  ...over,
});

interface RefundPopupOptions {
  /** The popup, given its close. */
  popup: (close: () => void) => ReactElement;
  /** The popup's write, "METHOD /path/", and its answer. */
  write: string;
  reply: Reply;
  /** What refund 41's status answer says besides the defaults. */
  status?: Partial<TRefundStatusResponse>;
  /** Other calls the popup reads, and their answers. */
  reads?: Record<string, Reply>;
}

/** Opens a refund popup as Finance on the refunds page; `sent` is the bodies its write got. */
export function openRefundPopup({ popup, write, reply, status, reads = {} }: RefundPopupOptions) {
  const close = vi.fn();
  const { calls } = signedInWith('FINANCE', {
    'GET /refund-status/41/': { body: aRefundStatus(status) },
    ...reads,
    [write]: reply,
  });
  const view = renderWithQuery(popup(close), '/refunds');
  const sent = () => calls.filter((c) => `${c.method} ${c.path}` === write).map((c) => c.body);
  return { ...view, close, sent };
}
