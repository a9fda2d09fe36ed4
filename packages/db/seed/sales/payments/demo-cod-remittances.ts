import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/client';

/**
 * The COD the couriers collected on the demo's delivered cash-on-delivery orders of one cart:
 * each paid COD payment is remitted under a reference per courier and day (its UTR, written on
 * the payment too), and the collections of each reference older than three days are deposited
 * in the bank by one challan. Set-based, so that it costs the same for a large demo. Needs the
 * demo's orders, carts, dockets and payments.
 */
export async function seedDemoCodRemittances(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    insert into cod_remittances (cart_id, order_payment_id, docket_number, reference,
      amount_paise, collected_on, created_at)
    select c.id, p.id, d.docket_number,
      'UTR' || to_char(p.created_at at time zone 'Asia/Kolkata', 'YYYYMMDD')
        || upper(left(regexp_replace(d.courier_name, '[^A-Za-z]', '', 'g'), 3)),
      p.amount_paise, (p.created_at at time zone 'Asia/Kolkata')::date,
      p.created_at + interval '2 days'
    from order_payments p
    join carts c on c.order_id = p.order_id
    join lateral (
      select docket_number, courier_name from cart_dockets
      where cart_id = c.id order by id limit 1
    ) d on true
    where p.method_id = 1 and p.status = 'paid' and p.amount_paise > 0
      and (select count(*) from carts o where o.order_id = p.order_id) = 1`);
  await db.execute(sql`
    update order_payments p set reference = r.reference
    from cod_remittances r where r.order_payment_id = p.id`);
  await db.execute(sql`
    insert into cod_challans (challan_number, remittance_reference, deposited_on, bank,
      amount_paise, created_at)
    select 'CH' || substr(reference, 4), reference, max(collected_on) + 1,
      'State Bank of India', sum(amount_paise)::int, max(created_at) + interval '1 day'
    from cod_remittances
    group by reference
    having max(collected_on) < (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - 3`);
}
