import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import type { DraftLine } from '../order-draft';
import { ProductsSection } from './products-section';

const mattress: DraftLine = {
  item_sku: 'MAT-ORTHO-72x36x6',
  item_full_name: 'Ortho Mattress',
  item_dimensions: '72 x 36 x 6 in',
  item_quantity: 2,
  item_price: 11999,
  item_mrp: 14999,
};
const pillow: DraftLine = {
  item_sku: 'PIL-MEMORY-STD',
  item_full_name: 'Memory Foam Pillow',
  item_dimensions: '24 x 16 in',
  item_quantity: 1,
  item_price: 999,
  item_mrp: 1299,
};

function Harness() {
  const [lines, setLines] = useState([mattress, pillow]);
  return <ProductsSection lines={lines} onChange={setLines} pincode="560001" />;
}

const lineRows = () =>
  within(screen.getByRole('table', { name: 'Order lines' }))
    .getAllByRole('row')
    .slice(1);

describe('the products of a new order', () => {
  it('shows each line with its prices on one row, and removes a line', async () => {
    signedInWith('CET', {});
    const { user } = renderWithQuery(<Harness />, '/place-order');
    await screen.findByRole('table', { name: 'Order lines' });
    const [first] = lineRows();
    if (!first) throw new Error('no line');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ortho Mattress MAT-ORTHO-72x36x6',
      '72 x 36 x 6 in',
      '2',
      '₹11,999.00',
      '₹14,999.00',
      '₹23,998.00',
      '',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove MAT-ORTHO-72x36x6' }));
    expect(lineRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove PIL-MEMORY-STD' }));
    expect(screen.getByText('No products added yet.')).toBeDefined();
  });
});
