import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_MESSAGES as M } from './messages';
import {
  ZDistributorCreateRequest,
  ZDistributorUpdateRequest,
  ZManualCreditRequest,
  type TDistributorCreateRequestInput,
} from './distributor-form';

const VALID: TDistributorCreateRequestInput = {
  distributor_code: 'sap-dl-1001',
  name: 'Capital Sleep Distributors',
  email: 'Orders@Capital.example',
  phone_number: '7011200001',
  address: 'Plot 1, Okhla Industrial Area',
  landmark: 'Near the Bus Depot',
  pincode: '110001',
  billing_address: 'Plot 1, Okhla Industrial Area',
  billing_landmark: 'Near the Bus Depot',
  billing_pincode: '110001',
  is_noc_obtained: false,
  gst_number: '07aaecs1234f1zq',
  gst_organization: 'Capital Sleep Distributors Private Limited',
  pan: 'aaecs1234f',
  contact_name: 'Rohit Malhotra',
  contact_email: '',
  contact_phone: '',
  referred_by: 'Distribution',
};

/** The first message on a field, or null when the form passes. */
function messageOn(field: string, over: Partial<TDistributorCreateRequestInput>): string | null {
  const parsed = ZDistributorCreateRequest.safeParse({ ...VALID, ...over });
  if (parsed.success) return null;
  return parsed.error.issues.find((i) => i.path.join('.') === field)?.message ?? null;
}

describe('the distributor company form (001 and 002 section 5)', () => {
  it('reads a valid form: codes, PAN and GSTIN upper-cased, e-mail lower-cased, blanks null', () => {
    const form = ZDistributorCreateRequest.parse(VALID);
    expect(form).toMatchObject({
      distributor_code: 'SAP-DL-1001',
      pan: 'AAECS1234F',
      gst_number: '07AAECS1234F1ZQ',
      email: 'orders@capital.example',
      contact_email: null,
      contact_phone: null,
      credit_limit: null,
    });
  });

  it.each([
    ['pan', { pan: 'ABCDE1234' }, M.panInvalid],
    ['pan', { pan: 'ABCD12345F' }, M.panInvalid],
    ['pan', { pan: '1BCDE1234F' }, M.panInvalid],
    ['pan', { pan: '' }, M.panRequired],
    ['phone_number', { phone_number: '701120000' }, M.phoneInvalid],
    ['phone_number', { phone_number: '70112000011' }, M.phoneInvalid],
    ['phone_number', { phone_number: '' }, M.phoneRequired],
    ['pincode', { pincode: '11001' }, M.pincodeInvalid],
    ['pincode', { pincode: '011001' }, M.pincodeInvalid],
    ['billing_pincode', { billing_pincode: '' }, M.pincodeRequired],
    ['name', { name: '' }, M.nameRequired],
    ['name', { name: 'AB' }, M.minimumThree],
    ['contact_name', { contact_name: '' }, M.contactNameRequired],
    ['email', { email: 'orders' }, M.emailInvalid],
    ['address', { address: 'abc' }, M.addressInvalid],
    ['billing_address', { billing_address: '' }, M.billingAddressRequired],
    ['landmark', { landmark: '' }, M.landmarkRequired],
    ['distributor_code', { distributor_code: '' }, M.codeRequired],
    ['distributor_code', { distributor_code: 'a b' }, M.codeInvalid],
    ['gst_number', { gst_number: '07AAECS1234F1Q' }, M.gstInvalid],
    ['referred_by', { referred_by: 'Retail' as never }, M.referredByRequired],
    ['contact_phone', { contact_phone: '12345' }, M.contactPhoneInvalid],
  ] as const)('refuses %s %j with "%s"', (field, over, message) => {
    expect(messageOn(field, over)).toBe(message);
  });

  it('needs the GSTIN unless NOC is obtained, and drops nothing else with NOC', () => {
    expect(messageOn('gst_number', { gst_number: '' })).toBe(M.gstRequired);
    expect(messageOn('gst_number', { gst_number: null })).toBe(M.gstRequired);
    expect(messageOn('gst_number', { gst_number: '', is_noc_obtained: true })).toBeNull();
  });

  it.each(['Distribution', 'Partnership'] as const)('takes referred_by %s', (referredBy) => {
    expect(messageOn('referred_by', { referred_by: referredBy })).toBeNull();
  });

  it('reads the credit limit as paise', () => {
    expect(ZDistributorCreateRequest.parse({ ...VALID, credit_limit: '50000.50' })).toMatchObject({
      credit_limit: 5_000_050,
    });
  });

  it('updates with the version read and without the SAP code', () => {
    const { distributor_code: _code, ...fields } = VALID;
    expect(ZDistributorUpdateRequest.parse({ ...fields, version: 3 }).version).toBe(3);
    expect(ZDistributorUpdateRequest.safeParse(fields).success).toBe(false);
  });
});

describe('a manual credit', () => {
  it.each([
    [{ amount: '0', remark: 'x' }, M.amountPositive],
    [{ amount: '10', remark: ' ' }, M.remarkRequired],
    [{ amount: '10.123', remark: 'x' }, 'Enter an amount with at most 2 decimals'],
  ])('refuses %j', (body, message) => {
    const parsed = ZManualCreditRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('reads rupees as paise', () => {
    expect(ZManualCreditRequest.parse({ amount: 2500.5, remark: ' Scheme ' })).toEqual({
      amount: 250_050,
      remark: 'Scheme',
    });
  });
});
