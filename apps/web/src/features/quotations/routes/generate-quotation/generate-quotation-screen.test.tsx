import { QUOTATION_MESSAGES as M } from '@backoffice/domain/quotations';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aLead, aQuotation, quotationSettings } from '@/features/quotations/testing/lead-fixtures';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { GenerateQuotationScreen } from './generate-quotation-screen';
import type { QuotationPickerProps } from './quotation-picker';

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

/** Stands in for the catalogue's picker: hands over one checked Ortho mattress, twice. */
function FakePicker({ onSubmit, submitLabel }: QuotationPickerProps) {
  return (
    <button
      type="button"
      onClick={() =>
        onSubmit?.({
          availability: {
            item_sku: 'MAT-ORTHO-72x36x6',
            item_full_name: 'Ortho Mattress',
            item_price: { price: 11800, mrp: 15000 },
          },
          item_quantity: 2,
        })
      }
    >
      {submitLabel}
    </button>
  );
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

const open = (path: string, handlers: Record<string, Handler> = {}) => {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ login_id: 14, login_role: 'Partnerships' }) },
    'GET /quotation/leads/7/': { body: { lead: aLead(), events: [] } },
    'GET /quotation/settings/': { body: quotationSettings },
    'GET /pincode/details/682001/': {
      body: {
        pincode: '682001',
        city: 'Kochi',
        state: 'Kerala',
        serviceable: true,
        oda: false,
        cod_available: true,
        edd_days: 5,
      },
    },
    ...handlers,
  });
  const screenElement = <GenerateQuotationScreen ProductPicker={FakePicker} />;
  const view = renderAsApp(
    <>
      <Routes>
        <Route path="/generate-quotation/:leadId" element={screenElement} />
        <Route path="/generate-quotation/:leadId/:quotationId" element={screenElement} />
      </Routes>
      <Location />
    </>,
    path,
  );
  return { calls, ...view };
};

const totals = () => screen.getByRole('region', { name: 'Totals' });

describe('/generate-quotation/:leadId', () => {
  it('prices the lines live, holds the discount to the role’s limit and generates', async () => {
    const sent: unknown[] = [];
    const { user } = open('/generate-quotation/7', {
      'POST /quotation/generate/': (call) => {
        sent.push(call.body);
        return { body: { success: true, message: M.generated, quotation: aQuotation() } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.click(await screen.findByRole('button', { name: 'Add to quotation' }));
    const generate = screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Quotation' });
    expect(within(totals()).getByLabelText('Grand total (GST included)').textContent).toBe(
      '₹23,600.00',
    );

    const discount = screen.getByRole('textbox', { name: 'Discount of MAT-ORTHO-72x36x6' });
    await user.type(discount, '12');
    expect(await screen.findByText(M.discountOverLimit('10'))).toBeTruthy();
    expect(generate.disabled).toBe(true);
    await user.clear(discount);
    await user.type(discount, '10');
    expect(generate.disabled).toBe(false);
    expect(within(totals()).getByLabelText('Grand total (GST included)').textContent).toBe(
      '₹21,240.00',
    );

    // Delivered in another state: IGST instead of CGST and SGST.
    expect(within(totals()).getByLabelText('CGST')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Delivery Pincode' }), '682001');
    expect(await within(totals()).findByLabelText('IGST')).toBeTruthy();
    expect(within(totals()).queryByLabelText('CGST')).toBeNull();

    await user.click(generate);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe(
        '/generate-quotation/7/QTA1B2C3D4E5',
      ),
    );
    expect(sent).toEqual([
      {
        lead_id: 7,
        lines: [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 2, discount_percent: '10' }],
        delivery_address: null,
        delivery_pincode: '682001',
        delivery_charges: null,
        validity_days: 15,
        terms: 'Prices are inclusive of GST.',
      },
    ]);
  });

  it('asks for the pincode before sending', async () => {
    const { user, calls } = open('/generate-quotation/7');
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.click(await screen.findByRole('button', { name: 'Add to quotation' }));
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));
    expect(await screen.findByText('Pin Code is Required!')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('/generate-quotation/:leadId/:quotationId', () => {
  it('modifies with ?type=1: the quotation’s lines and the version read', async () => {
    const sent: unknown[] = [];
    const { user } = open('/generate-quotation/7/QTA1B2C3D4E5?type=1', {
      'GET /quotation/QTA1B2C3D4E5/': { body: aQuotation({ version: 3 }) },
      'GET /pincode/details/560025/': {
        body: {
          pincode: '560025',
          city: 'Bengaluru',
          state: 'Karnataka',
          serviceable: true,
          oda: false,
          cod_available: true,
          edd_days: 3,
        },
      },
      'PUT /quotation/QTA1B2C3D4E5/': (call) => {
        sent.push(call.body);
        return { body: { success: true, message: M.modified, quotation: aQuotation() } };
      },
    });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of MAT-ORTHO-72x36x6' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Modify Quotation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      version: 3,
      lines: [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 3, discount_percent: '10' }],
      delivery_pincode: '560025',
    });
  });

  it('shows a saved quotation with its PDF and Place Order', async () => {
    open('/generate-quotation/7/QTA1B2C3D4E5', {
      'GET /quotation/QTA1B2C3D4E5/': { body: aQuotation() },
    });
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Place Order' }).getAttribute('href')).toBe(
      '/order-placement-via-quotation/7/QTA1B2C3D4E5',
    );
  });
});
