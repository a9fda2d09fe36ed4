import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Collapsible } from './collapsible';
import { renderWithProviders } from './test-render';

describe('Collapsible', () => {
  it('starts closed and toggles with its button', async () => {
    const { user } = renderWithProviders(<Collapsible title="Payment">paid by card</Collapsible>);
    const toggle = screen.getByRole('button', { name: 'Payment' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content?.textContent).toBe('paid by card');
    expect(content?.style.display).toBe('none');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts open with defaultOpen and labels its region by the title', () => {
    renderWithProviders(
      <Collapsible title="Items" defaultOpen>
        two items
      </Collapsible>,
    );
    expect(screen.getByRole('button', { name: 'Items' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toBe('two items');
  });
});
