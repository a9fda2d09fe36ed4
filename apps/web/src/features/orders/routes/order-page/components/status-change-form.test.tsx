import { orderStatus, type OrderCart, type StatusId } from '@backoffice/domain/orders';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/test-render';
import { aCart } from '@/lib/testing/order-fixtures';
import { StatusChangeForm } from './status-change-form';

function openForm(cart: OrderCart = aCart({ allowed_targets: [1, 2, 3, 14, 18, 19] })) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <StatusChangeForm cart={cart} pending={false} onSubmit={onSubmit} onCancel={vi.fn()} />,
  );
  const chooseStatus = async (label: string) => {
    await view.user.click(screen.getByRole('textbox', { name: 'New status' }));
    await view.user.click(screen.getByRole('option', { name: label }));
  };
  const update = () => view.user.click(screen.getByRole('button', { name: 'Update status' }));
  return { ...view, onSubmit, chooseStatus, update };
}

describe('StatusChangeForm', () => {
  it("offers exactly the cart's allowed targets, labelled from the catalogue", async () => {
    const targets: StatusId[] = [2, 14, 18, 19];
    const { user } = openForm(aCart({ allowed_targets: targets }));
    await user.click(screen.getByRole('textbox', { name: 'New status' }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(targets.map((id) => orderStatus(id).label));
    expect(screen.queryByRole('option', { name: 'Cancelled' })).toBeNull();
  });

  it('requires a comment', async () => {
    const { chooseStatus, update, onSubmit } = openForm();
    await chooseStatus('Confirmed');
    await update();
    expect(await screen.findByText('Comment is Required!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a reason only for Hold, and requires it', async () => {
    const { user, chooseStatus, update, onSubmit } = openForm();
    await chooseStatus('Confirmed');
    expect(screen.queryByRole('textbox', { name: 'Reason for Hold' })).toBeNull();
    await chooseStatus('Hold');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Customer asked to wait');
    await update();
    expect(await screen.findByText('Select a reason for Hold')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: 'Reason for Hold' }));
    await user.click(screen.getByRole('option', { name: 'Customer Request' }));
    await update();
    expect(onSubmit).toHaveBeenCalledWith({
      cart_pid: 981234,
      version: 3,
      orm_order_status: 14,
      shipment_stop_reason: 3,
      comment: 'Customer asked to wait',
    });
  });

  it('sends the status with the cart version and no reason for other statuses', async () => {
    const { user, chooseStatus, update, onSubmit } = openForm();
    await chooseStatus('Confirmed');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), '  Confirmed on call  ');
    await update();
    expect(onSubmit).toHaveBeenCalledWith({
      cart_pid: 981234,
      version: 3,
      orm_order_status: 2,
      shipment_stop_reason: null,
      comment: 'Confirmed on call',
    });
  });
});
