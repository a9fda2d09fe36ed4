import type { PartEntry } from '@backoffice/domain/sales/catalogue';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/test-render';
import { MultiplePartsPicker } from './multiple-parts-picker';

const PARTS = [
  { part_code: 'LEG', name: 'Bed Leg', min_value: 1, max_value: 6 },
  { part_code: 'SLAT', name: 'Slat', min_value: 2, max_value: 14 },
];

/** The picker in a host that keeps the chosen parts, as a form would. */
function Host({ maxQuantity }: { maxQuantity?: number }) {
  const [parts, setParts] = useState<PartEntry[]>([]);
  return (
    <>
      <MultiplePartsPicker
        parts={PARTS}
        value={parts}
        onChange={setParts}
        error={parts.length === 0 ? 'Add at least one part' : undefined}
        {...(maxQuantity === undefined ? {} : { maxQuantity })}
      />
      <output aria-label="parts_data">{JSON.stringify(parts)}</output>
    </>
  );
}

/** Chooses an option of a Mantine select by its label. */
async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const partsData = () => JSON.parse(screen.getByLabelText('parts_data').textContent ?? '[]');
const quantity = () => screen.getByRole('textbox', { name: /Quantity/ });

describe('the multiple-parts picker', () => {
  it('adds parts as removable badges; adding a part again replaces its quantity', async () => {
    const { user } = renderWithProviders(<Host />);
    expect(screen.getByRole('alert').textContent).toBe('Add at least one part');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    await choose(user, 'Part', 'Bed Leg');
    await user.type(quantity(), '4');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await choose(user, 'Part', 'Slat');
    await user.type(quantity(), '10');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await choose(user, 'Part', 'Bed Leg');
    await user.type(quantity(), '2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(partsData()).toEqual([
      { part_code: 'SLAT', item_quantity: 10 },
      { part_code: 'LEG', item_quantity: 2 },
    ]);
    const chosen = within(screen.getByLabelText('Chosen parts'));
    expect(chosen.getByText('Bed Leg x 2')).toBeDefined();
    await user.click(chosen.getByRole('button', { name: 'Remove Slat' }));
    expect(partsData()).toEqual([{ part_code: 'LEG', item_quantity: 2 }]);
  });

  it.each([
    [undefined, 'Slat', '1', 'Quantity should be greater than or equal to 2'],
    [undefined, 'Bed Leg', '7', 'Quantity should be less than or equal to 6'],
  ])('with %s items, %s x %s says "%s"', async (items, part, typed, message) => {
    const { user } = renderWithProviders(<Host {...(items ? { maxQuantity: items } : {})} />);
    await choose(user, 'Part', part);
    await user.type(quantity(), typed);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(message)).toBeDefined();
    expect(partsData()).toEqual([]);
  });

  it('multiplies a part’s maximum by the item’s quantity', async () => {
    const { user } = renderWithProviders(<Host maxQuantity={2} />);
    await choose(user, 'Part', 'Bed Leg');
    expect(screen.getByText('1 to 12')).toBeDefined();
    await user.type(quantity(), '12');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(partsData()).toEqual([{ part_code: 'LEG', item_quantity: 12 }]);
  });
});
