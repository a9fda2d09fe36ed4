import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotAvailable } from './not-available';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from './states';
import { renderWithProviders } from './test-render';

describe('states', () => {
  it('shows loading, empty and forbidden', () => {
    renderWithProviders(
      <>
        <LoadingState />
        <EmptyState text="No Orders Found..." />
        <ForbiddenState />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByText('No Orders Found...')).toBeTruthy();
    expect(screen.getByText('Access Forbidden')).toBeTruthy();
  });

  it('shows the error and retries only when asked', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = renderWithProviders(<ErrorState message="API Not Found" />);
    expect(screen.getByRole('alert').textContent).toContain('API Not Found');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    rerender(<ErrorState message="API Not Found" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('marks a screen as not available under its title', () => {
    renderWithProviders(<NotAvailable title="Picklist" />, { router: true });
    expect(screen.getByRole('heading').textContent).toBe('Picklist');
    expect(screen.getByText('This screen is not available yet')).toBeTruthy();
  });
});
