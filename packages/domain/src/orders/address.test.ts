import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES as M,
  ZBillingAddress,
  ZEditCustomerRequest,
  ZShippingAddress,
} from './address';

const SHIPPING = {
  firstname: 'Asha',
  lastname: 'Rao',
  alias: 'Home',
  email_address: 'asha.rao@example.com',
  mobile_number: '9845012345',
  alternate_mobile_number: '9845098450',
  address: '12 MG Road, Indiranagar',
  landmark: 'Near the metro',
  pincode: '560038',
  gst_number: '29AAGCB7383J1Z4',
  gst_organization: 'Sai Comforts',
};

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message])[0];

describe('the shipping address (001 section 5)', () => {
  it.each([
    ['firstname', '', M.firstnameRequired],
    ['firstname', undefined, M.firstnameRequired],
    ['firstname', 'As', M.minimumThree],
    ['firstname', 'Asha2', M.lettersAndSpaces],
    ['lastname', 'Rao-K', M.lettersAndSpaces],
    ['alias', 'Ho', M.minimumThree],
    ['email_address', '', M.emailRequired],
    ['email_address', 'asha@', M.emailInvalid],
    ['mobile_number', '', M.mobileRequired],
    ['mobile_number', '98450', M.mobileInvalid],
    ['mobile_number', '98450123456', M.mobileInvalid],
    ['mobile_number', '98450l2345', M.mobileInvalid],
    ['alternate_mobile_number', '12345', M.alternateMobileInvalid],
    ['alternate_mobile_number', '9845012345', M.alternateMobileSame],
    ['address', '', M.addressRequired],
    ['address', '12 M', M.addressInvalid],
    ['landmark', '', M.landmarkRequired],
    ['landmark', 'Pa', M.landmarkRequired],
    ['pincode', '', M.pincodeRequired],
    ['pincode', '56003', M.pincodeInvalid],
    ['pincode', '060038', M.pincodeInvalid],
    ['pincode', '56003a', M.pincodeInvalid],
    ['gst_number', '29AAGCB7383J1X4', M.gstInvalid],
    ['gst_number', '29AAGCB7383J1Z', M.gstInvalid],
    ['gst_organization', '', M.gstOrganizationRequired],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    const result = ZShippingAddress.safeParse({ ...SHIPPING, [field]: value });
    expect(firstIssue(result)).toEqual([field, message]);
  });

  it('trims, upper-cases the GST number, lower-cases the e-mail and empties optional fields', () => {
    expect(
      ZShippingAddress.parse({
        ...SHIPPING,
        firstname: ' Asha ',
        email_address: 'Asha.Rao@Example.com',
        gst_number: ' 29aagcb7383j1z4 ',
      }),
    ).toMatchObject({
      firstname: 'Asha',
      email_address: 'asha.rao@example.com',
      gst_number: '29AAGCB7383J1Z4',
    });
    expect(
      ZShippingAddress.parse({
        ...SHIPPING,
        lastname: undefined,
        alias: '',
        alternate_mobile_number: '',
        gst_number: '',
        gst_organization: '',
      }),
    ).toMatchObject({
      lastname: '',
      alias: null,
      alternate_mobile_number: null,
      gst_number: null,
      gst_organization: null,
    });
  });
});

describe('the billing address', () => {
  const BILLING = { firstname: 'Asha', address: '12 MG Road', pincode: '560038' };

  it('drops the e-mail, mobile and landmark requirements', () => {
    expect(ZBillingAddress.parse(BILLING)).toEqual({ ...BILLING, lastname: '', landmark: null });
  });

  it.each([
    ['firstname', 'As', M.minimumThree],
    ['address', '', M.addressRequired],
    ['pincode', '5600', M.pincodeInvalid],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    expect(firstIssue(ZBillingAddress.safeParse({ ...BILLING, [field]: value }))).toEqual([
      field,
      message,
    ]);
  });
});

describe('POST /api/edit-customer/ payload', () => {
  const request = { order_random_id: 'k7q2m9xa', version: 3, shipping_address: SHIPPING };

  it('needs a billing address when it is not the same as the shipping one', () => {
    const result = ZEditCustomerRequest.safeParse({ ...request, is_billing_address_same: false });
    expect(firstIssue(result)).toEqual(['billing_address', M.billingRequired]);
    expect(
      ZEditCustomerRequest.safeParse({ ...request, is_billing_address_same: true }).success,
    ).toBe(true);
  });

  it('reads the order id in any case', () => {
    const parsed = ZEditCustomerRequest.parse({ ...request, is_billing_address_same: true });
    expect(parsed.order_random_id).toBe('K7Q2M9XA');
  });
});
