import type { DistributorDbRow } from '@backoffice/db/schema';
import type { DistributorCredit } from './distributors.queries';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  availableCredit,
  distributorStatusLabel,
  type Distributor,
  type DistributorRow,
  type ReferredBy,
} from '@backoffice/domain/distribution';

/** A distributor as the list shows it, with its balance and pending credits (paise). */
export function distributorRowView(
  row: DistributorDbRow,
  { balancePaise, pendingPaise }: DistributorCredit,
): DistributorRow {
  return {
    distributor_code: row.distributor_code,
    name: row.name,
    active: row.active,
    status: distributorStatusLabel(row.active),
    email: row.email,
    phone_number: row.phone_number,
    city: row.city,
    state: row.state,
    gst_number: row.gst_number,
    is_noc_obtained: row.is_noc_obtained,
    referred_by: row.referred_by as ReferredBy,
    is_cod_enabled: row.is_cod_enabled,
    credit_limit: toWireRupees(row.credit_limit_paise),
    credit_balance: toWireRupees(balancePaise),
    available_credit: toWireRupees(availableCredit(balancePaise, row.credit_limit_paise)),
    pending_credit: toWireRupees(pendingPaise),
    version: row.version,
  };
}

/** A distributor with every field of the company form. */
export function distributorView(row: DistributorDbRow, credit: DistributorCredit): Distributor {
  return {
    ...distributorRowView(row, credit),
    address: row.address,
    landmark: row.landmark,
    pincode: row.pincode,
    billing_address: row.billing_address,
    billing_landmark: row.billing_landmark,
    billing_pincode: row.billing_pincode,
    billing_city: row.billing_city,
    billing_state: row.billing_state,
    gst_organization: row.gst_organization,
    gst_verified_at: row.gst_verified_at?.toISOString() ?? null,
    pan: row.pan,
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
