import type { Denominations } from '@backoffice/domain/retail/cash';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/test-render';
import { DenominationCounter } from './denomination-counter';

let last: Denominations = {};
function Counter() {
  const [count, setCount] = useState<Denominations>({});
  return (
    <DenominationCounter
      count={count}
      onChange={(next) => {
        last = next;
        setCount(next);
      }}
    />
  );
}

const field = (note: number) => screen.getByRole('textbox', { name: `₹${note} notes` });

describe('DenominationCounter', () => {
  it('offers one field per note of the spec, 1 to 2000, and starts at ₹0.00', () => {
    renderWithProviders(<Counter />);
    for (const note of [1, 2, 5, 10, 20, 50, 100, 200, 500, 2000]) {
      expect(field(note)).toBeDefined();
    }
    expect(screen.getByText('Total: ₹0.00')).toBeDefined();
  });

  it('keeps a running total of value times count, in the Indian grouping', async () => {
    const { user } = renderWithProviders(<Counter />);
    await user.type(field(500), '3');
    expect(screen.getByText('Total: ₹1,500.00')).toBeDefined();
    await user.type(field(2000), '50');
    await user.type(field(10), '7');
    await user.type(field(1), '4');
    expect(screen.getByText('Total: ₹1,01,574.00')).toBeDefined();
    expect(last).toMatchObject({ '500': 3, '2000': 50, '10': 7, '1': 4 });
  });

  it('takes whole, non-negative counts only', async () => {
    const { user } = renderWithProviders(<Counter />);
    await user.type(field(100), '-2.5');
    expect((field(100) as HTMLInputElement).value).toBe('25');
    expect(screen.getByText('Total: ₹2,500.00')).toBeDefined();
    await user.clear(field(100));
    expect(screen.getByText('Total: ₹0.00')).toBeDefined();
    expect(last['100']).toBe(0);
  });
});
