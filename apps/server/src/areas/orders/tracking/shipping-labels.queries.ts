import type { Database } from '@backoffice/db';
import {
  childShippingLabels,
  shippingLabels,
  shippingLabelTransits,
  warehouses,
} from '@backoffice/db/schema';
import type { MidShippingLabel } from '@backoffice/domain/orders';
import { aliasedTable, asc, eq, inArray } from 'drizzle-orm';

const fromWarehouse = aliasedTable(warehouses, 'from_warehouse');
const toWarehouse = aliasedTable(warehouses, 'to_warehouse');

/**
 * The mid shipping labels of a cart, oldest first, each with its child labels (warehouse names
 * resolved) and their transit rows, oldest first. Empty for a cart that ships with the courier
 * alone.
 */
export async function shippingLabelsOfCart(
  db: Database,
  cartPid: number,
): Promise<MidShippingLabel[]> {
  const labels = await db
    .select()
    .from(shippingLabels)
    .where(eq(shippingLabels.cart_id, cartPid))
    .orderBy(asc(shippingLabels.created_at), asc(shippingLabels.id));
  if (labels.length === 0) return [];
  const children = await db
    .select({
      child: childShippingLabels,
      from_warehouse_name: fromWarehouse.name,
      destination_warehouse_name: toWarehouse.name,
    })
    .from(childShippingLabels)
    .innerJoin(fromWarehouse, eq(fromWarehouse.id, childShippingLabels.from_warehouse_id))
    .innerJoin(toWarehouse, eq(toWarehouse.id, childShippingLabels.destination_warehouse_id))
    .where(
      inArray(
        childShippingLabels.shipping_label_id,
        labels.map((l) => l.id),
      ),
    )
    .orderBy(asc(childShippingLabels.created_at), asc(childShippingLabels.id));
  const transits =
    children.length === 0
      ? []
      : await db
          .select()
          .from(shippingLabelTransits)
          .where(
            inArray(
              shippingLabelTransits.child_shipping_label_id,
              children.map((c) => c.child.id),
            ),
          )
          .orderBy(asc(shippingLabelTransits.created_at), asc(shippingLabelTransits.id));
  return labels.map((label) => ({
    mid_shipping_label: label.mid_shipping_label,
    status: label.status,
    child_shipping_labels: children
      .filter(({ child }) => child.shipping_label_id === label.id)
      .map(({ child, from_warehouse_name, destination_warehouse_name }) => ({
        shipping_labels_info: {
          child_shipping_label: child.child_shipping_label,
          shipping_label_status: child.shipping_label_status,
          material_number: child.material_number,
          sto_number: child.sto_number,
          batch_number: child.batch_number,
          quantity: child.quantity,
          middle_mile_route: child.middle_mile_route,
          from_warehouse_name,
          destination_warehouse_name,
          create_timestamp: child.created_at.toISOString(),
        },
        transit_details: transits
          .filter((t) => t.child_shipping_label_id === child.id)
          .map((t) => ({
            new_shipping_label_status: t.new_shipping_label_status,
            source_warehouse_id: t.source_warehouse_id,
            destination_warehouse_id: t.destination_warehouse_id,
            sto_number: t.sto_number,
            material_number: t.material_number,
            batch_number: t.batch_number,
            remark: t.remark,
            create_timestamp: t.created_at.toISOString(),
          })),
      })),
  }));
}
