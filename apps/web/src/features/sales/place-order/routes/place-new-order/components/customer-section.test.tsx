import type { CustomerMatch } from '@backoffice/domain/sales/place-order';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { CustomerSection } from './customer-section';

const asha: CustomerMatch = {
  customer_id: 501,
  name: 'Asha Rao',
  mobile_number: '9845012345',
  alternate_mobile_number: null,
  email: null,
  orders_count: 3,
  last_order_random_id: 'K7Q2M9XA',
  shipping_address: null,
  billing_address: null,
};
const ravi: CustomerMatch = { ...asha, customer_id: 502, name: 'Ravi Rao', orders_count: 1 };

describe('the customer of a new order', () => {
  it('lists the customers of a mobile number, and uses the one chosen', async () => {
    signedInWith('CET', {
      'GET /customer-search/': { body: { results: [asha, ravi] } },
    });
    const onChoose = vi.fn();
    const { user } = renderWithQuery(
      <CustomerSection chosen={null} onChoose={onChoose} />,
      '/place-order',
    );
    await user.type(screen.getByRole('textbox', { name: 'Customer Mobile Number' }), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Customers found' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Ravi Rao'));
    if (!row) throw new Error('no row of Ravi Rao');
    expect(within(row).getByRole('cell', { name: 'K7Q2M9XA' })).toBeDefined();
    expect(within(row).getByRole('cell', { name: '-' })).toBeDefined();
    await user.click(within(row).getByRole('button', { name: 'Use this customer' }));
    expect(onChoose).toHaveBeenCalledWith({ kind: 'existing', match: ravi });
  });
});
