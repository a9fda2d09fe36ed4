import type { NewDistributorDbRow } from '../../src/schema/index';

/** What differs between the demo distributors; the rest follows from the city. */
interface DemoDistributor {
  code: string;
  name: string;
  city: string;
  state: string;
  pincode: string;
  /** Valid on the sandbox GST register (right check character, entity code 1); null with NOC. */
  gst: string | null;
  pan: string;
  phone: string;
  contact: string;
  referred_by: 'Distribution' | 'Partnership';
  active: boolean;
  cod: boolean;
  credit_limit_paise: number;
}

/**
 * The demo distributors: every status (three Active, two Disabled - Pending Approval, one of
 * them with a NOC instead of a GSTIN), COD on and off, with and without a credit limit.
 */
export const DEMO_DISTRIBUTORS: readonly DemoDistributor[] = [
  {
    code: 'SAP-DL-1001',
    name: 'Capital Sleep Distributors',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
    gst: '07AAECS1234F1ZQ',
    pan: 'AAECS1234F',
    phone: '7011200001',
    contact: 'Rohit Malhotra',
    referred_by: 'Distribution',
    active: true,
    cod: true,
    credit_limit_paise: 50_000_00,
  },
  {
    code: 'SAP-MH-2001',
    name: 'Sahyadri Home Furnishings',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400001',
    gst: '27AABCR5678K1ZT',
    pan: 'AABCR5678K',
    phone: '7022200002',
    contact: 'Sneha Kulkarni',
    referred_by: 'Partnership',
    active: true,
    cod: false,
    credit_limit_paise: 0,
  },
  {
    code: 'SAP-KA-3001',
    name: 'Lakshmi Comfort Traders',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    gst: '29AAFCL4321M1Z9',
    pan: 'AAFCL4321M',
    phone: '7033200003',
    contact: 'Prakash Gowda',
    referred_by: 'Distribution',
    active: true,
    cod: true,
    credit_limit_paise: 0,
  },
  {
    code: 'SAP-TN-4001',
    name: 'Coromandel Mattress House',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600001',
    gst: '33AADCG8765P1ZX',
    pan: 'AADCG8765P',
    phone: '7044200004',
    contact: 'Karthik Subramanian',
    referred_by: 'Distribution',
    active: false,
    cod: false,
    credit_limit_paise: 0,
  },
  {
    code: 'SAP-GJ-5001',
    name: 'Sabarmati Sleep Solutions',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '380001',
    gst: null,
    pan: 'AAHCK1357R',
    phone: '7055200005',
    contact: 'Hetal Patel',
    referred_by: 'Partnership',
    active: false,
    cod: false,
    credit_limit_paise: 0,
  },
];

/** A demo distributor's row: the same address for shipping and billing. */
export function demoDistributorRow(d: DemoDistributor, now: Date): NewDistributorDbRow {
  const domain = `${d.code.toLowerCase()}.example`;
  const address = `Plot ${d.phone.slice(-2)}, Industrial Area, ${d.city}`;
  return {
    distributor_code: d.code,
    name: d.name,
    email: `orders@${domain}`,
    phone_number: d.phone,
    address,
    landmark: 'Near the Bus Depot',
    pincode: d.pincode,
    city: d.city,
    state: d.state,
    billing_address: address,
    billing_landmark: 'Near the Bus Depot',
    billing_pincode: d.pincode,
    billing_city: d.city,
    billing_state: d.state,
    is_noc_obtained: d.gst === null,
    gst_number: d.gst,
    gst_organization: d.gst ? `${d.name} Private Limited` : null,
    gst_verified_at: d.active ? now : null,
    pan: d.pan,
    contact_name: d.contact,
    contact_email: `${d.contact.split(' ')[0]?.toLowerCase() ?? 'contact'}@${domain}`,
    contact_phone: null,
    referred_by: d.referred_by,
    active: d.active,
    is_cod_enabled: d.cod,
    credit_limit_paise: d.credit_limit_paise,
    created_at: now,
    updated_at: now,
  };
}
