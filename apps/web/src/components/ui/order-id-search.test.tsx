import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OrderIdSearch } from './order-id-search';
import { renderWithProviders } from './test-render';

function List({ searched }: { searched: (id: string) => void }) {
  const [orderId, setOrderId] = useState('');
  return (
    <OrderIdSearch
      orderId={orderId}
      onSearch={(id) => {
        searched(id);
        setOrderId(id);
      }}
      name="Search refunds"
      maxLength={40}
      read={(typed) => typed.trim().toUpperCase()}
    />
  );
}

describe('OrderIdSearch', () => {
  it('searches the id as read, and Clear shows the whole list again', () => {
    const searched = vi.fn();
    renderWithProviders(<List searched={searched} />);
    const box = screen.getByRole('textbox', { name: 'Order Id' });
    expect(box.getAttribute('maxlength')).toBe('40');
    expect(screen.getByRole('button', { name: 'Search' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.change(box, { target: { value: ' ab12cd34 ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search refunds' }));
    expect(searched).toHaveBeenLastCalledWith('AB12CD34');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(searched).toHaveBeenLastCalledWith('');
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
