import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { renderWithProviders } from '@/components/ui/test-render';
import { ReplacementForm, type ReplacementValues } from './replacement-form';

const SKU_REFUSED = 'No such SKU';

function openForm() {
  const onSubmit = vi.fn<(values: ReplacementValues, onError: (error: Error) => void) => void>();
  const view = renderWithProviders(
    <ReplacementForm
      initial={{ item_sku: '', item_dimensions: '', quantity: 1, dealer_cx_price: null }}
      cartQuantity={2}
      submitLabel="Create Replacement"
      pending={false}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

describe('the replacement form', () => {
  it('asks for a SKU and sends at most the returned quantity', async () => {
    const { user, onSubmit } = openForm();
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(screen.getByRole('button', { name: 'Create Replacement' }));
    expect(await screen.findByText('Required!')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Item SKU' }), 'MAT-ORTHO-6');
    // The input holds the quantity to the returned cart's: 3 becomes 2.
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Create Replacement' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      item_sku: 'MAT-ORTHO-6',
      item_dimensions: '',
      quantity: 2,
      dealer_cx_price: null,
    });
  });

  it("shows the server's refusal of the SKU under it", async () => {
    const { user, onSubmit } = openForm();
    await user.type(screen.getByRole('textbox', { name: 'Item SKU' }), 'MAT-GONE');
    await user.click(screen.getByRole('button', { name: 'Create Replacement' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const fail = onSubmit.mock.calls[0]?.[1];
    act(() =>
      fail?.(
        new ApiError(SKU_REFUSED, 400, { code: 'VALIDATION', fields: { item_sku: SKU_REFUSED } }),
      ),
    );
    const sku = screen.getByRole('textbox', { name: 'Item SKU' });
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(SKU_REFUSED)).toBeDefined();
  });
});
