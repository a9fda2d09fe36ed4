import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog';
import { renderWithProviders } from './test-render';

function CancelOrder() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const ok = await confirm('Cancel order ORDER123?', {
            confirmLabel: 'Yes',
            cancelLabel: 'No',
          });
          setAnswer(String(ok));
        }}
      >
        cancel order
      </button>
      <output>{answer}</output>
    </>
  );
}

async function ask() {
  const rendered = renderWithProviders(<CancelOrder />, { popups: true });
  await rendered.user.click(screen.getByRole('button', { name: 'cancel order' }));
  expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeTruthy();
  expect(screen.getByText('Cancel order ORDER123?')).toBeTruthy();
  return rendered;
}

describe('useConfirm', () => {
  it('resolves true on the confirm button', async () => {
    const { user } = await ask();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('true')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on the cancel button', async () => {
    const { user } = await ask();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText('false')).toBeTruthy();
  });

  it('resolves false when dismissed', async () => {
    const { user } = await ask();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('false')).toBeTruthy();
  });
});
