import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatusTabs } from './status-tabs';
import { renderWithProviders } from './test-render';

const TABS = [
  { slug: 'new', label: 'New Order' },
  { slug: 'hold', label: 'Hold', color: 'orange' },
  { slug: 'confirmed', label: 'Confirmed' },
];

function renderTabs(counts?: Record<string, number>) {
  const onSelect = vi.fn();
  const view = renderWithProviders(
    <StatusTabs
      label="Order statuses"
      tabs={TABS}
      counts={counts}
      selected="hold"
      onSelect={onSelect}
    >
      <p>The held orders</p>
    </StatusTabs>,
  );
  return { ...view, onSelect };
}

describe('status tabs', () => {
  it('names each tab by its label and count, as it reads', () => {
    renderTabs({ new: 12, hold: 3 });
    expect(screen.getByRole('tablist', { name: 'Order statuses' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toEqual([
      screen.getByRole('tab', { name: 'New Order 12' }),
      screen.getByRole('tab', { name: 'Hold 3' }),
      // A status without a count yet is named by its label.
      screen.getByRole('tab', { name: 'Confirmed' }),
    ]);
  });

  it('shows the list in the panel the selected tab controls', () => {
    renderTabs({ hold: 3 });
    const selected = screen.getByRole('tab', { name: 'Hold 3' });
    expect(selected.getAttribute('aria-selected')).toBe('true');
    const panel = document.getElementById(selected.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.textContent).toBe('The held orders');
  });

  it('tells which status was chosen', async () => {
    const { user, onSelect } = renderTabs({ new: 12, hold: 3 });
    await user.click(screen.getByRole('tab', { name: 'New Order 12' }));
    expect(onSelect).toHaveBeenCalledWith('new');
  });
});
