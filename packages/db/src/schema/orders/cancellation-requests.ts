import { bigint, bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowVersion, timestamptz } from '../core/columns';
import { carts } from './carts';
import { staff } from '../identity/staff';

export const CANCELLATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CancellationRequestStatus = (typeof CANCELLATION_REQUEST_STATUSES)[number];

/** A request to cancel a cart, raised by an agent who may not cancel it directly. */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    reason: text('reason').notNull(),
    status: text('status').$type<CancellationRequestStatus>().notNull().default('pending'),
    requested_by_login_id: integer('requested_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    version: rowVersion(),
  },
  (t) => [
    check('cancellation_requests_status_check', oneOf(t.status, CANCELLATION_REQUEST_STATUSES)),
    index('cancellation_requests_cart_id_idx').on(t.cart_id),
    index('cancellation_requests_status_idx').on(t.status, t.created_at),
  ],
);

export type CancellationRequestRow = typeof cancellationRequests.$inferSelect;
export type NewCancellationRequestRow = typeof cancellationRequests.$inferInsert;
