import { screen, waitFor, within } from '@testing-library/react';
import { ADDRESS_LENGTHS } from '@backoffice/domain/orders';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/lib/testing/mock-api';
import { anOrder } from '@/lib/testing/order-fixtures';
import { customerOrderActions } from '@/features/orders/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const editAddress = customerOrderActions.find((action) => action.key === 'edit-customer-address');
const delivery = { serviceable: true, oda: false, cod_available: true, edd_days: 4 };
const bengaluru = { pincode: '560034', city: 'Bengaluru', state: 'Karnataka', ...delivery };
const mumbai = { pincode: '400001', city: 'Mumbai', state: 'Maharashtra', ...delivery };
const order = anOrder();
const withLandmark = anOrder({
  shipping_address: { ...order.shipping_address, landmark: 'Near Forum Mall' },
});

function openAddress(handlers = {}) {
  const opened = openAction(
    editAddress,
    {
      'GET /pincode/details/560034/': { body: bengaluru },
      'GET /pincode/details/400001/': { body: mumbai },
      'POST /edit-customer/': { body: { ...withLandmark, version: 2 } },
      ...handlers,
    },
    { order: withLandmark },
  );
  return {
    ...opened,
    dialog: () => screen.getByRole('dialog', { name: 'Edit Customer / Shipping Address' }),
  };
}

const shipping = () => within(screen.getByRole('group', { name: 'Shipping Address' }));
const saves = (calls: ApiCall[]) => calls.filter((c) => c.path === '/edit-customer/');

describe('customer address popup', () => {
  it('fills city and state from a valid pincode', async () => {
    const { user } = openAddress();
    await waitFor(() =>
      expect(shipping().getByLabelText('City')).toHaveProperty('value', 'Bengaluru'),
    );
    const pincode = shipping().getByLabelText(/Pin Code/);
    await user.clear(pincode);
    await user.type(pincode, '400001');
    await waitFor(() =>
      expect(shipping().getByLabelText('State')).toHaveProperty('value', 'Maharashtra'),
    );
    expect(shipping().getByLabelText('City')).toHaveProperty('value', 'Mumbai');
  });

  it('says when a pincode is not in the directory', async () => {
    const { user } = openAddress({
      'GET /pincode/details/110001/': { status: 404, body: { error: 'Invalid Pin Code!' } },
    });
    const pincode = await shipping().findByLabelText(/Pin Code/);
    await user.clear(pincode);
    await user.type(pincode, '110001');
    expect(await shipping().findByText('Invalid Pin Code!')).toBeDefined();
    expect(shipping().getByLabelText('City')).toHaveProperty('value', '');
  });

  it('keeps only digits in the mobile and pin code boxes and caps every text at its length', async () => {
    const { user } = openAddress();
    const mobile = await shipping().findByLabelText(/^Mobile Number/);
    await user.clear(mobile);
    await user.type(mobile, '98a76-54 32b10');
    expect(mobile).toHaveProperty('value', '9876543210');
    const pincode = shipping().getByLabelText(/Pin Code/);
    await user.clear(pincode);
    await user.type(pincode, '56o034x');
    expect(pincode).toHaveProperty('value', '56034');
    expect(
      shipping()
        .getByLabelText(/First Name/)
        .getAttribute('maxlength'),
    ).toBe(String(ADDRESS_LENGTHS.nameMax));
    expect(
      shipping()
        .getByLabelText(/^Address/)
        .getAttribute('maxlength'),
    ).toBe(String(ADDRESS_LENGTHS.addressMax));
  });

  it('shows billing fields only when the billing address is not the same', async () => {
    const { user, calls } = openAddress();
    const same = await screen.findByRole('checkbox', { name: /same as the shipping address/ });
    expect(same).toHaveProperty('checked', true);
    expect(screen.queryByRole('group', { name: 'Billing Address' })).toBeNull();
    await user.click(same);
    const billing = within(screen.getByRole('group', { name: 'Billing Address' }));
    await user.clear(billing.getByLabelText(/First Name/));
    await user.type(billing.getByLabelText(/First Name/), 'Ravi');
    await user.clear(billing.getByLabelText(/Pin Code/));
    await user.type(billing.getByLabelText(/Pin Code/), '400001');
    await waitFor(() => expect(billing.getByLabelText('City')).toHaveProperty('value', 'Mumbai'));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({
      order_random_id: 'K7Q2M9XA',
      version: 1,
      is_billing_address_same: false,
      billing_address: { firstname: 'Ravi', pincode: '400001' },
    });
  });

  it('sends no billing address while it is the same as the shipping one', async () => {
    const { user, calls } = openAddress();
    await waitFor(() =>
      expect(shipping().getByLabelText('City')).toHaveProperty('value', 'Bengaluru'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({
      is_billing_address_same: true,
      billing_address: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the spec's messages for the shipping fields", async () => {
    const { user, calls } = openAddress();
    await user.clear(await shipping().findByLabelText(/First Name/));
    await user.type(shipping().getByLabelText(/First Name/), 'As');
    await user.clear(shipping().getByLabelText(/^Mobile Number/));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Minimum of 3 Characters are required!')).toBeDefined();
    expect(screen.getByText('Mobile Number Required!')).toBeDefined();
    expect(saves(calls)).toHaveLength(0);
  });

  it('saves a GST number only once it is verified, with the organisation of the register', async () => {
    let verified = 0;
    const { user, calls } = openAddress({
      'POST /validate-gst/': (call: ApiCall) => {
        verified += 1;
        const active = verified > 1;
        return {
          body: {
            gst_number: (call.body as { gst_number: string }).gst_number,
            valid: active,
            status: active ? 'active' : 'inactive',
            gst_organization: active ? 'Rao Interiors Private Limited' : null,
            message: active ? null : 'Inactive/ Invalid GST Number',
          },
        };
      },
    });
    const gst = await shipping().findByLabelText('GST Number');
    await user.type(gst, '29abcde1234f1z5');
    expect(gst).toHaveProperty('value', '29ABCDE1234F1Z5');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('GST Organization is Required!')).toBeDefined();
    expect(saves(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verify GST' }));
    expect(await screen.findByText('Inactive/ Invalid GST Number')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Verify GST' }));
    await waitFor(() =>
      expect(shipping().getByLabelText('GST Organization')).toHaveProperty(
        'value',
        'Rao Interiors Private Limited',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({
      shipping_address: {
        gst_number: '29ABCDE1234F1Z5',
        gst_organization: 'Rao Interiors Private Limited',
      },
    });
  });

  it('keeps the popup and what was typed on a stale version, with the conflict and Reload', async () => {
    const conflict = 'This record was changed by someone else. Reload and try again.';
    const { user, calls, dialog } = openAddress({
      'POST /edit-customer/': { status: 409, body: { code: 'STALE', error: conflict } },
    });
    await waitFor(() =>
      expect(shipping().getByLabelText('City')).toHaveProperty('value', 'Bengaluru'),
    );
    const landmark = shipping().getByLabelText(/Landmark/);
    await user.clear(landmark);
    await user.type(landmark, 'Opposite the lake');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    const notice = await within(dialog()).findByRole('alert');
    expect(notice.textContent).toContain(conflict);
    expect(saves(calls)).toHaveLength(1);
    expect(shipping().getByLabelText(/Landmark/)).toHaveProperty('value', 'Opposite the lake');

    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog()).queryByRole('alert')).toBeNull());
    expect(shipping().getByLabelText(/Landmark/)).toHaveProperty('value', 'Opposite the lake');
  });
});
