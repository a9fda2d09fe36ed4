import {
  HIERARCHY_APPROVAL_STATUSES,
  type HierarchyApprovalStatus,
} from '@backoffice/domain/uploads';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { catalogueSkus } from './catalogue-skus';

/** The levels of a product hierarchy, as every table holding one names them. */
const hierarchyLevels = () => ({
  master_category: text('master_category').notNull(),
  product_category: text('product_category').notNull(),
  product_sub_category: text('product_sub_category').notNull(),
  new_product_type: text('new_product_type').notNull(),
  product_material: text('product_material'),
  product_model: text('product_model'),
  product_series: text('product_series'),
});

/** The product hierarchy of a catalogue item, as its last approved change set it. */
export const catalogueSkuHierarchies = pgTable('catalogue_sku_hierarchies', {
  sku_id: integer('sku_id')
    .primaryKey()
    .references(() => catalogueSkus.id),
  ...hierarchyLevels(),
  version: rowVersion(),
  ...rowTimes(),
});

export type CatalogueSkuHierarchyRow = typeof catalogueSkuHierarchies.$inferSelect;

/** A request for product hierarchy changes: one product configuration sheet (request_id). */
export const productHierarchyRequests = pgTable('product_hierarchy_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  requested_by_login_id: integer('requested_by_login_id'),
  requested_by_name: text('requested_by_name').notNull(),
  requested_at: timestamptz('requested_at').notNull(),
  /** The product configuration upload that made it (`sheet_uploads.id`): one request per upload. */
  sheet_upload_id: uuid('sheet_upload_id').unique('product_hierarchy_requests_sheet_upload_key'),
});

export type ProductHierarchyRequestRow = typeof productHierarchyRequests.$inferSelect;

/** One row of a request (approval_id): an item's new hierarchy, PENDING until approved. */
export const productHierarchyApprovals = pgTable(
  'product_hierarchy_approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    request_id: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => productHierarchyRequests.id),
    /** The row of the sheet it came from. */
    sheet_row: integer('sheet_row').notNull(),
    sku_id: integer('sku_id')
      .notNull()
      .references(() => catalogueSkus.id),
    ...hierarchyLevels(),
    approval_status: text('approval_status').$type<HierarchyApprovalStatus>().notNull(),
    approved_by_login_id: integer('approved_by_login_id'),
    approved_by_name: text('approved_by_name'),
    approved_at: timestamptz('approved_at'),
    version: rowVersion(),
  },
  (t) => [
    unique('product_hierarchy_approvals_request_row_unique').on(t.request_id, t.sheet_row),
    check(
      'product_hierarchy_approvals_status_check',
      oneOf(t.approval_status, HIERARCHY_APPROVAL_STATUSES),
    ),
    // The pending requests list counts pending rows per request.
    index('product_hierarchy_approvals_pending_idx').on(t.approval_status, t.request_id),
  ],
);

export type ProductHierarchyApprovalRow = typeof productHierarchyApprovals.$inferSelect;
