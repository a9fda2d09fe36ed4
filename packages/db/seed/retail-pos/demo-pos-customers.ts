import { walletCreditValidUntil } from '@backoffice/domain/sales/wallet';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../src/client';
import { customers, posAddresses, walletEntries } from '../../src/schema/index';
import { DAY_MS, DEMO_POS_CUSTOMERS, type DemoPosCustomerKey } from './demo-pos-plan';

/** The retail manager who books the demo's wallet credit. */
const CREDITED_BY = 16;

/**
 * The walk-in customers (one row per mobile, kept if already there), an address each (two for
 * the first) and their wallet credit: pot a earned 40 days ago, pot b a refund credit.
 */
export async function seedDemoPosCustomers(
  db: Database,
  now: Date,
): Promise<Map<DemoPosCustomerKey, { id: number; address_id: number }>> {
  await db
    .insert(customers)
    .values(
      DEMO_POS_CUSTOMERS.map((c) => ({
        name: c.name,
        mobile: c.mobile,
        alternate_mobile: c.alternate_mobile,
        email: c.email,
        created_at: new Date(now.getTime() - 90 * DAY_MS),
      })),
    )
    .onConflictDoNothing({ target: customers.mobile });
  const rows = await db
    .select({ id: customers.id, mobile: customers.mobile })
    .from(customers)
    .where(
      inArray(
        customers.mobile,
        DEMO_POS_CUSTOMERS.map((c) => c.mobile),
      ),
    );
  const ids = new Map<DemoPosCustomerKey, { id: number; address_id: number }>();
  const earnedAt = new Date(now.getTime() - 40 * DAY_MS);
  for (const [i, customer] of DEMO_POS_CUSTOMERS.entries()) {
    const id = rows.find((r) => r.mobile === customer.mobile)?.id;
    if (id === undefined) throw new Error(`seedDemoPosCustomers: ${customer.mobile} missing`);
    const [firstname = customer.name, lastname = ''] = customer.name.split(' ');
    const addresses = await db
      .insert(posAddresses)
      .values(
        [
          { alias: 'Home', address: `${12 + i}, 4th Cross, HAL 2nd Stage`, pincode: '560038' },
          { alias: 'Office', address: `Prestige Tech Park, Tower ${i + 1}`, pincode: '560103' },
        ]
          .slice(0, i === 0 ? 2 : 1)
          .map((place) => ({
            customer_id: id,
            firstname,
            lastname,
            alias: place.alias,
            email_address: customer.email,
            mobile_number: customer.mobile,
            address: place.address,
            landmark: 'Near the metro station',
            pincode: place.pincode,
            city: 'Bengaluru',
            state: 'Karnataka',
            created_at: now,
            updated_at: now,
          })),
      )
      .returning({ id: posAddresses.id });
    ids.set(customer.key, { id, address_id: addresses[0]?.id ?? 0 });
    const credits = [
      ...(customer.wallet.a > 0
        ? [
            {
              pot: 'a' as const,
              amount_paise: customer.wallet.a,
              reason: 'Credit earned on a delivered order',
              valid_until: walletCreditValidUntil(earnedAt),
            },
          ]
        : []),
      ...(customer.wallet.b > 0
        ? [
            {
              pot: 'b' as const,
              amount_paise: customer.wallet.b,
              reason: 'Refund credited to the wallet',
              valid_until: null,
            },
          ]
        : []),
    ];
    if (credits.length > 0) {
      await db.insert(walletEntries).values(
        credits.map((credit) => ({
          ...credit,
          customer_id: id,
          actor_login_id: CREDITED_BY,
          created_at: earnedAt,
        })),
      );
    }
  }
  return ids;
}
