import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaginationBar, pageRange, type PageRange } from './pagination-bar';
import { renderWithProviders } from './test-render';

describe('pageRange', () => {
  it.each<[number, number, number, PageRange]>([
    [0, 50, 0, { from: 0, to: 0, hasPrevious: false, hasNext: false }],
    [0, 50, 1234, { from: 1, to: 50, hasPrevious: false, hasNext: true }],
    [50, 50, 1234, { from: 51, to: 100, hasPrevious: true, hasNext: true }],
    [1200, 50, 1234, { from: 1201, to: 1234, hasPrevious: true, hasNext: false }],
    [0, 50, 50, { from: 1, to: 50, hasPrevious: false, hasNext: false }],
    [0, 100, 7, { from: 1, to: 7, hasPrevious: false, hasNext: false }],
    // A list that shrank under the current offset still lets the user go back.
    [100, 50, 40, { from: 40, to: 40, hasPrevious: true, hasNext: false }],
  ])('offset %s, limit %s, total %s', (offset, limit, total, expected) => {
    expect(pageRange({ offset, limit, total })).toEqual(expected);
  });
});

describe('PaginationBar', () => {
  const previous = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' });
  const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });

  it('shows the range in the Indian locale and pages forward and back', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <PaginationBar offset={0} limit={50} total={123456} onChange={onChange} />,
    );
    expect(screen.getByText('1 to 50 of 1,23,456')).toBeTruthy();
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    await user.click(next());
    expect(onChange).toHaveBeenLastCalledWith({ offset: 50, limit: 50 });

    rerender(<PaginationBar offset={50} limit={50} total={123456} onChange={onChange} />);
    expect(screen.getByText('51 to 100 of 1,23,456')).toBeTruthy();
    await user.click(previous());
    expect(onChange).toHaveBeenLastCalledWith({ offset: 0, limit: 50 });
  });

  it('disables Next on the last page', () => {
    renderWithProviders(<PaginationBar offset={1200} limit={50} total={1234} onChange={vi.fn()} />);
    expect(screen.getByText('1,201 to 1,234 of 1,234')).toBeTruthy();
    expect(previous().disabled).toBe(false);
    expect(next().disabled).toBe(true);
  });

  it('shows "0 to 0 of 0" with both buttons disabled when empty', () => {
    renderWithProviders(<PaginationBar offset={0} limit={50} total={0} onChange={vi.fn()} />);
    expect(screen.getByText('0 to 0 of 0')).toBeTruthy();
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(true);
  });

  it('shows Matched Records only when given', () => {
    const { rerender } = renderWithProviders(
      <PaginationBar offset={0} limit={50} total={10} onChange={vi.fn()} />,
    );
    expect(screen.queryByText(/Matched Records/)).toBeNull();
    rerender(<PaginationBar offset={0} limit={50} total={10} matched={2500} onChange={vi.fn()} />);
    expect(screen.getByText('Matched Records: 2,500')).toBeTruthy();
  });

  it('offers page sizes only when given and restarts from the first row on a change', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <PaginationBar offset={100} limit={50} total={1000} onChange={onChange} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();

    rerender(
      <PaginationBar
        offset={100}
        limit={50}
        total={1000}
        onChange={onChange}
        pageSizes={[100, 200]}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect(select.value).toBe('50');
    expect([...select.options].map((option) => option.value)).toEqual(['50', '100', '200']);

    await user.selectOptions(select, '200');
    expect(onChange).toHaveBeenLastCalledWith({ offset: 0, limit: 200 });
  });
});
