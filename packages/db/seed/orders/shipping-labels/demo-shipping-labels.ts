import { sql } from 'drizzle-orm';
import { STATUS } from '@backoffice/domain/orders';
import type { Database } from '../../../src/client';

/**
 * Statuses of carts that have left (or are leaving) a warehouse: Invoiced, Docketed, Shipped,
 * Dispatch Call Done, Out for Delivery, Delivered, Delivery Delayed.
 */
const MOVING_STATUSES = [
  STATUS.INVOICED,
  STATUS.DOCKETED,
  STATUS.SHIPPED,
  STATUS.DISPATCH_CALL_DONE,
  STATUS.OUT_FOR_DELIVERY,
  STATUS.DELIVERED,
  STATUS.DELIVERY_DELAYED,
];

/**
 * Middle-mile shipping labels for one moving cart in four of the demo: the stock travels from the
 * plant that made it to the warehouse nearest the customer under a mid label with one child label
 * (an STO), created, dispatched, and received once the cart has shipped. Set-based, so that it
 * costs the same for a large demo. Needs the demo's carts and warehouses.
 */
export async function seedDemoShippingLabels(db: Database): Promise<void> {
  const moving = sql.raw(MOVING_STATUSES.join(', '));
  await db.execute(sql`
    insert into shipping_labels (cart_id, mid_shipping_label, status, logistic_partner,
      created_at, updated_at)
    select c.id, 'MSL' || c.id,
      case when c.orm_order_status in (5, 6) then 'In Transit' else 'Received at Destination' end,
      (select courier_name from cart_dockets d where d.cart_id = c.id order by d.id limit 1),
      c.created_at + interval '20 hours', c.created_at + interval '50 hours'
    from carts c
    where c.orm_order_status in (${moving}) and c.id % 4 = 0`);
  await db.execute(sql`
    insert into child_shipping_labels (shipping_label_id, child_shipping_label,
      shipping_label_status, material_number, sto_number, batch_number, quantity,
      middle_mile_route, from_warehouse_id, destination_warehouse_id, created_at, updated_at)
    select l.id, l.mid_shipping_label || '-1', l.status, c.item_sku, 'STO' || c.id,
      'B' || to_char(l.created_at, 'YYMMDD'), c.item_quantity,
      src.plant_code || '-' || dst.plant_code, src.id, dst.id, l.created_at, l.updated_at
    from shipping_labels l
    join carts c on c.id = l.cart_id
    join warehouses src on src.id = (select min(id) from warehouses) + c.id % 3
    join warehouses dst on dst.id = (select min(id) from warehouses) + 3 + c.id % 3`);
  await db.execute(sql`
    insert into shipping_label_transits (child_shipping_label_id, new_shipping_label_status,
      source_warehouse_id, destination_warehouse_id, sto_number, material_number, batch_number,
      remark, created_at)
    select ch.id, move.status, ch.from_warehouse_id, ch.destination_warehouse_id, ch.sto_number,
      ch.material_number, ch.batch_number, move.remark, ch.created_at + move.after
    from child_shipping_labels ch
    cross join (values
      (1, 'Created', null, interval '0 hours'),
      (2, 'In Transit', 'Dispatched on the middle-mile truck', interval '6 hours'),
      (3, 'Received at Destination', 'Received and put away for the courier', interval '30 hours')
    ) as move(step, status, remark, after)
    where move.step < 3 or ch.shipping_label_status = 'Received at Destination'`);
}
