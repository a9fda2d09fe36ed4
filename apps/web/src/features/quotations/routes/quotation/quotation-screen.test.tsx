import { CUSTOMER_SEGMENTS, LEAD_MESSAGES as M, type Lead } from '@backoffice/domain/quotations';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aLead, aLeadQuotation } from '@/features/quotations/testing/lead-fixtures';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { QuotationScreen } from './quotation-screen';

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

const page = (leads: Lead[]) => ({
  body: { data: leads, limit: 20, offset: 0, total: leads.length },
});

const open = (handlers: Record<string, Handler> = {}, path = '/quotation') => {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ login_id: 14, login_role: 'Partnerships' }) },
    'GET /quotation/leads/': page([aLead()]),
    'GET /quotation/customer-segments/': { body: { data: CUSTOMER_SEGMENTS } },
    ...handlers,
  });
  const view = renderAsApp(
    <>
      <QuotationScreen />
      <Location />
    </>,
    path,
  );
  return { calls, ...view };
};

const leadRows = async () =>
  within(await screen.findByRole('table', { name: 'Leads' }))
    .getAllByRole('row')
    .slice(1);

const location = () => screen.getByRole('status', { name: 'Current location' }).textContent;

describe('/quotation', () => {
  it('searches one lowercased term, and only once something is typed', async () => {
    const { user, calls } = open();
    const search = screen.getByRole<HTMLButtonElement>('button', { name: 'Search' });
    expect(search.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Email or phone' }), 'Anita@Example.IN');
    expect(search.disabled).toBe(false);
    await user.click(search);
    await waitFor(() => expect(location()).toBe('/quotation?search=anita%40example.in'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/quotation/leads/' && c.method === 'GET')).toBe(true),
    );
  });

  it('shows Generate Quote and Modify Quote unless the lead is ACQUIRED', async () => {
    open({
      'GET /quotation/leads/': page([
        aLead(),
        aLead({
          id: 8,
          lead_status: 'ACQUIRED',
          quotation_data: [
            aLeadQuotation({ lead_id: 8, quotation_random_id: 'QTZZZZZZZZZ1' }),
            aLeadQuotation({
              lead_id: 8,
              quotation_random_id: 'QTORDERED001',
              order_random_id: 'K7Q2M9XA',
            }),
          ],
        }),
      ]),
    });
    const [quoted, acquired] = await leadRows();
    expect(within(quoted!).getByRole('link', { name: 'Generate Quote' })).toHaveProperty(
      'pathname',
      '/generate-quotation/7',
    );
    expect(within(quoted!).getByRole('link', { name: 'Modify Quote' }).getAttribute('href')).toBe(
      '/generate-quotation/7/QTA1B2C3D4E5?type=1',
    );
    expect(within(acquired!).queryByRole('link', { name: 'Generate Quote' })).toBeNull();
    expect(within(acquired!).queryByRole('link', { name: 'Modify Quote' })).toBeNull();
    // The quotation with an order comes first, linked to Order Search.
    expect(within(acquired!).getByRole('link', { name: 'K7Q2M9XA' }).getAttribute('href')).toBe(
      '/order-search?orderId=K7Q2M9XA',
    );
  });

  it('shows the other quotations with Show More, and hides them with Show Less', async () => {
    const { user } = open({
      'GET /quotation/leads/': page([
        aLead({
          quotation_data: [
            aLeadQuotation(),
            aLeadQuotation({ quotation_random_id: 'QTSECOND0002' }),
          ],
        }),
      ]),
    });
    const [row] = await leadRows();
    expect(within(row!).queryByText('QTSECOND0002')).toBeNull();
    await user.click(within(row!).getByRole('button', { name: 'Show More (1)' }));
    expect(within(row!).getByText('QTSECOND0002')).toBeTruthy();
    await user.click(within(row!).getByRole('button', { name: 'Show Less' }));
    expect(within(row!).queryByText('QTSECOND0002')).toBeNull();
  });

  it('adds a lead: the messages, the defaults, then the search by its mobile number', async () => {
    const sent: unknown[] = [];
    const { user } = open({
      'POST /quotation/add-customer/': (call) => {
        sent.push(call.body);
        return {
          body: {
            success: true,
            message: M.added,
            lead: aLead({ id: 9, mobile_number: '9123456780' }),
          },
        };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    const form = await screen.findByRole('form', { name: 'Add lead' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Lead Type' }).value).toBe(
      'Outbound',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Mobile Number' }), '91234');
    await user.type(within(form).getByRole('textbox', { name: 'Email Id' }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add Lead' }));
    for (const message of [
      M.nameRequired,
      M.mobileInvalid,
      M.emailInvalid,
      M.required('Customer Segment'),
    ]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    await user.type(within(form).getByRole('textbox', { name: 'Customer Name' }), 'Ravi Kumar');
    await user.type(within(form).getByRole('textbox', { name: 'Mobile Number' }), '56780');
    await user.clear(within(form).getByRole('textbox', { name: 'Email Id' }));
    await user.click(within(form).getByRole('textbox', { name: 'Customer Segment' }));
    await user.click(await screen.findByRole('option', { name: 'Hospitality' }));
    await user.click(within(form).getByRole('button', { name: 'Add Lead' }));
    await waitFor(() => expect(location()).toBe('/quotation?search=9123456780'));
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Ravi Kumar',
        mobile_number: '9123456780',
        lead_type: 1,
        customer_segment: 2,
      }),
    ]);
    expect((sent[0] as { expected_closure_date: string }).expected_closure_date).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });
});
