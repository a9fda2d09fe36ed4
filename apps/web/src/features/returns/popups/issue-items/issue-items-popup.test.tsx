import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { IssueItemsPopup } from './issue-items-popup';

const ISSUED = {
  body: {
    success: true,
    message: 'Successfully Issued!',
    issued_item_id: 5,
    cart_pid: 981234,
    version: 4,
  },
};
const DESCRIPTION_REFUSED = 'At most 200 characters';

function openPopup(items: Parameters<typeof signedInWith>[1][string] = ISSUED) {
  const close = vi.fn();
  const { calls } = signedInWith('TL', {
    'POST /returns/issue-items/': items,
    'POST /returns/issue-packaging/': ISSUED,
  });
  const view = renderWithQuery(
    <IssueItemsPopup order={anOrder()} cart={aCart({ item_quantity: 2 })} close={close} />,
    '/ORDERK7Q2M9XA',
  );
  const sent = (path: string) =>
    calls.filter((c) => `${c.method} ${c.path}` === `POST ${path}`).map((c) => c.body);
  return { ...view, close, sent };
}

async function chooseMissingItem(user: ReturnType<typeof openPopup>['user']) {
  await user.click(screen.getByRole('textbox', { name: 'Issue' }));
  await user.click(await screen.findByRole('option', { name: 'Missing Item' }));
}

describe('the issue items popup', () => {
  it('sends packaging to its own call without a type, with the cart version', async () => {
    const { user, close, sent } = openPopup();
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(sent('/returns/issue-packaging/')).toEqual([
      { cart_pid: 981234, version: 3, comments: '', quantity: 1 },
    ]);
  });

  it('asks for a missing item description and holds the quantity to the cart', async () => {
    const { user, close, sent } = openPopup();
    await chooseMissingItem(user);
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Required!')).toBeDefined();
    expect(screen.getByText('Quantity should be between 1 and 2')).toBeDefined();
    expect(sent('/returns/issue-items/')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Leg bolt');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(sent('/returns/issue-items/')).toEqual([
      {
        cart_pid: 981234,
        version: 3,
        comments: '',
        item_type_id: 5,
        description: 'Leg bolt',
        quantity: 2,
      },
    ]);
  });

  it("shows the server's refusal of the description under it", async () => {
    const { user, close } = openPopup({
      status: 400,
      body: {
        code: 'VALIDATION',
        error: DESCRIPTION_REFUSED,
        fields: { description: DESCRIPTION_REFUSED },
      },
    });
    await chooseMissingItem(user);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Leg bolt');
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    const description = screen.getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(close).not.toHaveBeenCalled();
  });

  it('shows the stale notice on 409 and keeps the popup open', async () => {
    const { user, close } = openPopup({
      status: 409,
      body: { code: 'STALE', error: 'The cart was changed by someone else.' },
    });
    await chooseMissingItem(user);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Leg bolt');
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Changed by someone else')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(close).not.toHaveBeenCalled();
  });
});
