import type { DispositionCategory } from '@backoffice/domain/calls/calls';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/test-render';
import { DispositionForm } from './disposition-form';

const TREE: DispositionCategory[] = [
  {
    id: 1,
    name: 'Delivery',
    sub_categories: [
      { id: 11, name: 'Reschedule', third_categories: [{ id: 111, name: 'Site Not Ready' }] },
    ],
  },
  {
    id: 2,
    name: 'Complaint',
    sub_categories: [
      { id: 21, name: 'Damaged Product', third_categories: [{ id: 211, name: 'Transit Damage' }] },
    ],
  },
];
const CARTS = [
  { cart_pid: 501, item_name: 'Ortho Mattress', status_label: 'New Order' },
  { cart_pid: 502, item_name: 'Bed Frame', status_label: 'Confirmed' },
];
const REASONS = [
  { id: 1, name: 'Lunch Break' },
  { id: 2, name: 'Tea Break' },
];

function openForm(carts = CARTS, breakReasons: typeof REASONS | null = REASONS) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <DispositionForm
      tree={TREE}
      breakReasons={breakReasons}
      carts={carts}
      clickedCartId={carts[0]?.cart_pid ?? null}
      pending={false}
      onSubmit={onSubmit}
    />,
  );
  const choose = async (label: string, option: string) => {
    await view.user.click(screen.getByRole('textbox', { name: label }));
    await view.user.click(screen.getByRole('option', { name: option }));
  };
  const choosePath = async () => {
    await choose('Category', 'Delivery');
    await choose('Sub Category', 'Reschedule');
    await choose('Third Category', 'Site Not Ready');
  };
  const submit = (name = 'Submit') => view.user.click(screen.getByRole('button', { name }));
  return { ...view, onSubmit, choose, choosePath, submit };
}

describe('the disposition form (001 section 5)', () => {
  it('requires the category, sub category and third category', async () => {
    const { submit, onSubmit } = openForm();
    await submit();
    expect(await screen.findByText('Category is Required!')).toBeTruthy();
    expect(screen.getByText('Sub Category is Required!')).toBeTruthy();
    expect(screen.getByText('Third Category is Required!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers only the chosen category's sub categories, and clears them on a new category", async () => {
    const { user, choose } = openForm();
    await choose('Category', 'Complaint');
    await user.click(screen.getByRole('textbox', { name: 'Sub Category' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Damaged Product']);
    await user.click(screen.getByRole('option', { name: 'Damaged Product' }));
    await choose('Category', 'Delivery');
    expect((screen.getByRole('textbox', { name: 'Sub Category' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('needs at least one product of the order, the clicked one ticked to begin with', async () => {
    const { user, choosePath, submit, onSubmit } = openForm();
    await choosePath();
    const clicked = screen.getByRole('checkbox', { name: /Ortho Mattress/ }) as HTMLInputElement;
    expect(clicked.checked).toBe(true);
    await user.click(clicked);
    await submit();
    expect(await screen.findByText('Please select atleast 1 product')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Bed Frame/ }));
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), ' Painting at home ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      category: 1,
      sub_category: 11,
      third_category: 111,
      cart_ids: [502],
      comments: 'Painting at home',
      break_reason: null,
    });
  });

  it('asks for no product after a call without an order', async () => {
    const { choosePath, submit, onSubmit } = openForm([]);
    expect(screen.queryByText('Products')).toBeNull();
    await choosePath();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cart_ids: [] }));
  });

  it('requires a break reason when pausing after the call', async () => {
    const { user, choose, choosePath, submit, onSubmit } = openForm();
    await choosePath();
    await user.click(screen.getByRole('checkbox', { name: 'Pause after this call' }));
    await submit('Submit and go on Break');
    expect(await screen.findByText('Break Reason is Required!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await choose('Break Reason', 'Tea Break');
    await submit('Submit and go on Break');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ break_reason: 2 }));
  });

  it('says when the break reasons could not be loaded, and offers no pause', () => {
    openForm(CARTS, null);
    expect(screen.getByText('Error while loading Break reasons!')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Pause after this call' })).toBeNull();
  });
});
