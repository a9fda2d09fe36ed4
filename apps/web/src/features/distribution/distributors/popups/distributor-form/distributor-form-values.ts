import type {
  Distributor,
  ReferredBy,
  TDistributorCreateRequestInput,
} from '@backoffice/domain/distribution';

/** The distributor company form as typed: texts, the NOC tick, no referrer chosen yet is null. */
export interface DistributorFormValues {
  distributor_code: string;
  name: string;
  email: string;
  phone_number: string;
  pan: string;
  referred_by: ReferredBy | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  landmark: string;
  pincode: string;
  billing_address: string;
  billing_landmark: string;
  billing_pincode: string;
  is_noc_obtained: boolean;
  gst_number: string;
  gst_organization: string;
  /** Rupees as typed; null when empty: no limit set (FINANCE only). */
  credit_limit: string | null;
}

/** Every field the server may refuse, named as in the request. */
export const DISTRIBUTOR_FORM_FIELDS = [
  'distributor_code',
  'name',
  'email',
  'phone_number',
  'pan',
  'referred_by',
  'contact_name',
  'contact_email',
  'contact_phone',
  'address',
  'landmark',
  'pincode',
  'billing_address',
  'billing_landmark',
  'billing_pincode',
  'is_noc_obtained',
  'gst_number',
  'gst_organization',
  'credit_limit',
] as const satisfies readonly (keyof DistributorFormValues)[];

const EMPTY: DistributorFormValues = {
  distributor_code: '',
  name: '',
  email: '',
  phone_number: '',
  pan: '',
  referred_by: null,
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  address: '',
  landmark: '',
  pincode: '',
  billing_address: '',
  billing_landmark: '',
  billing_pincode: '',
  is_noc_obtained: false,
  gst_number: '',
  gst_organization: '',
  credit_limit: null,
};

/** The form's first values: empty to add, the distributor's own to edit. */
export function distributorFormValues(d: Distributor | undefined): DistributorFormValues {
  if (!d) return EMPTY;
  return {
    distributor_code: d.distributor_code,
    name: d.name,
    email: d.email,
    phone_number: d.phone_number,
    pan: d.pan,
    referred_by: d.referred_by,
    contact_name: d.contact_name,
    contact_email: d.contact_email ?? '',
    contact_phone: d.contact_phone ?? '',
    address: d.address,
    landmark: d.landmark,
    pincode: d.pincode,
    billing_address: d.billing_address,
    billing_landmark: d.billing_landmark,
    billing_pincode: d.billing_pincode,
    is_noc_obtained: d.is_noc_obtained,
    gst_number: d.gst_number ?? '',
    gst_organization: d.gst_organization ?? '',
    credit_limit: d.credit_limit > 0 ? String(d.credit_limit) : null,
  };
}

/**
 * The body the form sends, from values the form's schema passed (so a referrer is chosen). The
 * credit limit goes only when the user may set it (FINANCE). With NOC obtained no GSTIN is sent.
 */
export function distributorRequestBody(
  v: DistributorFormValues & { referred_by: ReferredBy },
  setsCreditLimit: boolean,
): TDistributorCreateRequestInput {
  const { credit_limit, ...fields } = v;
  return {
    ...fields,
    gst_number: v.is_noc_obtained ? null : v.gst_number,
    gst_organization: v.is_noc_obtained ? null : v.gst_organization,
    ...(setsCreditLimit ? { credit_limit } : {}),
  };
}

/** Whether the values have their referrer (the form's schema refuses them otherwise). */
export const hasReferrer = (
  v: DistributorFormValues,
): v is DistributorFormValues & { referred_by: ReferredBy } => v.referred_by !== null;
