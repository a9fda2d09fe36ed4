import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { AutomateSaleChangesButton } from './automate-sale-changes-button';

const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
afterEach(() => toast.mockClear());

function openButton() {
  const api = signedInWith(
    'ADMIN',
    {
      'POST /automate-sale-changes/': {
        body: { message: '2 sale changes applied, 1 reverted', applied: 2, reverted: 1 },
      },
    },
    1,
  );
  return {
    ...api,
    ...renderWithQuery(<AutomateSaleChangesButton />, '/upload-price-automation-sheet'),
  };
}

describe('Automate sale changes', () => {
  it('runs after the confirmation and toasts the answer', async () => {
    const { user, calls } = openButton();
    await user.click(screen.getByRole('button', { name: 'Automate sale changes' }));
    await user.click(await screen.findByRole('button', { name: 'Automate' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: '2 sale changes applied, 1 reverted' }),
      ),
    );
    expect(calls.filter((c) => c.path === '/automate-sale-changes/')).toHaveLength(1);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { user, calls } = openButton();
    await user.click(screen.getByRole('button', { name: 'Automate sale changes' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/automate-sale-changes/')).toBe(false);
  });
});
