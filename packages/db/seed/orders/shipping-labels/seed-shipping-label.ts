import type { Database } from '../../../src/client';
import {
  childShippingLabels,
  shippingLabels,
  shippingLabelTransits,
  type ChildShippingLabelRow,
  type ShippingLabelRow,
  type ShippingLabelTransitRow,
} from '../../../src/schema/index';

/** One leg of a child label's journey: its new status, where from and to, when. */
export interface ShippingLabelMove {
  status: string;
  from_warehouse_id: number;
  to_warehouse_id: number;
  at: Date;
  remark?: string;
}

export interface ShippingLabelSeed {
  cart_id: number;
  /** Defaults to MSL + the cart id. */
  mid_shipping_label?: string;
  material_number: string;
  quantity?: number;
  from_warehouse_id: number;
  destination_warehouse_id: number;
  /** Oldest first; the label's status is the last move's. */
  moves: readonly ShippingLabelMove[];
}

export interface SeededShippingLabel {
  label: ShippingLabelRow;
  child: ChildShippingLabelRow;
  transits: ShippingLabelTransitRow[];
}

/** A mid shipping label with one child label and its moves, for a cart (tests and fixtures). */
export async function seedShippingLabel(
  db: Database,
  seed: ShippingLabelSeed,
): Promise<SeededShippingLabel> {
  const status = seed.moves.at(-1)?.status ?? 'Created';
  const createdAt = seed.moves[0]?.at ?? new Date();
  const [label] = await db
    .insert(shippingLabels)
    .values({
      cart_id: seed.cart_id,
      mid_shipping_label: seed.mid_shipping_label ?? `MSL${seed.cart_id}`,
      status,
      created_at: createdAt,
      updated_at: seed.moves.at(-1)?.at ?? createdAt,
    })
    .returning();
  if (!label) throw new Error('shipping label not written');
  const sto = `STO${seed.cart_id}`;
  const batch = `B${createdAt.toISOString().slice(2, 10).replaceAll('-', '')}`;
  const [child] = await db
    .insert(childShippingLabels)
    .values({
      shipping_label_id: label.id,
      child_shipping_label: `${label.mid_shipping_label}-1`,
      shipping_label_status: status,
      material_number: seed.material_number,
      sto_number: sto,
      batch_number: batch,
      quantity: seed.quantity ?? 1,
      middle_mile_route: `WH${seed.from_warehouse_id}-WH${seed.destination_warehouse_id}`,
      from_warehouse_id: seed.from_warehouse_id,
      destination_warehouse_id: seed.destination_warehouse_id,
      created_at: createdAt,
    })
    .returning();
  if (!child) throw new Error('child shipping label not written');
  const transits =
    seed.moves.length === 0
      ? []
      : await db
          .insert(shippingLabelTransits)
          .values(
            seed.moves.map((move) => ({
              child_shipping_label_id: child.id,
              new_shipping_label_status: move.status,
              source_warehouse_id: move.from_warehouse_id,
              destination_warehouse_id: move.to_warehouse_id,
              sto_number: sto,
              material_number: seed.material_number,
              batch_number: batch,
              remark: move.remark ?? null,
              created_at: move.at,
            })),
          )
          .returning();
  return { label, child, transits };
}
