import { z } from 'zod';
import { ZAnswerTimestamp } from '../../../core/validation/answer-text';
import { ZPosMessageAnswer } from './messages';
import { ZRupees, ZText } from './primitives';

export const ZRetailOrderRow = z.object({
  order_random_id: ZText,
  order_placed_by_id: z.number().int().nullable(),
  cart_detail: z.array(z.object({ item_sku: ZText })).max(50),
  total_net_mrp: ZRupees,
  total_net_discount: ZRupees,
  total_delivery_charges: ZRupees,
  total_net_price: ZRupees,
  total_order_amount: ZRupees,
  coupon_code: ZText.nullable(),
  pos_order_status: ZText,
  create_timestamp: ZAnswerTimestamp,
  placed_order_random_id: ZText.nullable(),
});
export type RetailOrderRow = z.infer<typeof ZRetailOrderRow>;

export const ZRetailOrderSearchAnswer = z.object({
  order_detail: z.array(ZRetailOrderRow).max(500),
  offset: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
});
export type RetailOrderSearchAnswer = z.infer<typeof ZRetailOrderSearchAnswer>;

/** The xlsx as base64, saved under file_name. */
export const ZRetailOrderDownloadAnswer = z.object({
  data: z.object({ attachment: z.string().max(50_000_000), file_name: ZText }),
});
export type RetailOrderDownloadAnswer = z.infer<typeof ZRetailOrderDownloadAnswer>;

export const ZStoreStockRow = z.object({
  material_number: ZText,
  item_sku: ZText,
  description: ZText,
  plant_location: ZText,
  storage_location: ZText,
  batch_number: ZText,
  quantity: z.number().int(),
});
export const ZStoreInventoryAnswer = z.object({ result: z.array(ZStoreStockRow).max(500) });
export type StoreInventoryAnswer = z.infer<typeof ZStoreInventoryAnswer>;

export const ZPrinter = z.object({
  printer_id: z.number().int(),
  name: ZText,
  is_active: z.boolean(),
});
export const ZPrintersAnswer = z.object({ data: z.array(ZPrinter).max(100) });
export type PrintersAnswer = z.infer<typeof ZPrintersAnswer>;

export const ZSkuLabelPrintAnswer = ZPosMessageAnswer.extend({ job_id: z.number().int() });
export type SkuLabelPrintAnswer = z.infer<typeof ZSkuLabelPrintAnswer>;
