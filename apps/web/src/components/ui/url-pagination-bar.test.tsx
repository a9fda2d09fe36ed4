import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './test-render';
import { UrlPaginationBar } from './url-pagination-bar';

const tableAt = (offset: number, pageSize: number) => ({
  offset,
  pageSize,
  setOffset: vi.fn(),
  setPageSize: vi.fn(),
});

describe('UrlPaginationBar', () => {
  it('shows the matched records and moves the offset on a new page', async () => {
    const table = tableAt(0, 50);
    const { user } = renderWithProviders(
      <UrlPaginationBar table={table} total={120} pageSizes={[50, 100]} />,
    );
    expect(screen.getByText('Matched Records: 120')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(table.setOffset).toHaveBeenCalledWith(50);
    expect(table.setPageSize).not.toHaveBeenCalled();
  });

  it('sets the page size (not the offset) on a new page size', async () => {
    const table = tableAt(50, 50);
    const { user } = renderWithProviders(
      <UrlPaginationBar table={table} total={120} pageSizes={[50, 100]} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(table.setPageSize).toHaveBeenCalledWith(100);
    expect(table.setOffset).not.toHaveBeenCalled();
  });
});
