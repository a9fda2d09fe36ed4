import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';
import { renderWithProviders, scrollWindowTo } from './test-render';

function Screen({ path }: { path: string }) {
  return <p>{`screen ${path}`}</p>;
}

function renderHeaderAt(back: boolean | string) {
  return renderWithProviders(
    <Routes>
      <Route path="/orders" element={<Screen path="/orders" />} />
      <Route path="/home" element={<Screen path="/home" />} />
      <Route path="/orders/1" element={<PageHeader title="Order 1" back={back} />} />
    </Routes>,
    { router: ['/home', '/orders/1'] },
  );
}

describe('PageHeader', () => {
  it('shows the title with the count in brackets and the right-hand actions', () => {
    renderWithProviders(
      <PageHeader title="Orders" count={1234} right={<button type="button">Export</button>}>
        <p>filters</p>
      </PageHeader>,
      { router: true },
    );
    expect(screen.getByRole('heading').textContent).toBe('Orders (1,234)');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.getByText('filters')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows a zero count and no brackets without a count', () => {
    const { rerender } = renderWithProviders(<PageHeader title="Refunds" count={0} />);
    expect(screen.getByRole('heading').textContent).toBe('Refunds (0)');
    rerender(<PageHeader title="Refunds" />);
    expect(screen.getByRole('heading').textContent).toBe('Refunds');
  });

  it('goes one step back in history', async () => {
    const { user } = renderHeaderAt(true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('screen /home')).toBeTruthy();
  });

  it('goes to the given path', async () => {
    const { user } = renderHeaderAt('/orders');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('screen /orders')).toBeTruthy();
  });

  it('makes the Back button sticky from 75 px of scroll', () => {
    renderHeaderAt(true);
    const back = () => screen.getByRole('button', { name: 'Back' });
    expect(back().style.position).toBe('');

    scrollWindowTo(74);
    expect(back().style.position).toBe('');
    expect(back().getAttribute('data-sticky')).toBeNull();

    scrollWindowTo(75);
    expect(back().style.position).toBe('fixed');
    expect(back().getAttribute('data-sticky')).toBe('true');

    scrollWindowTo(10);
    expect(back().style.position).toBe('');
  });
});
