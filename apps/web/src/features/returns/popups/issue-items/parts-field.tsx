import { ZCartPartsResponse } from '@backoffice/domain/returns';
import type { PartEntry } from '@backoffice/domain/sales/catalogue';
import { useQuery } from '@tanstack/react-query';
import { MultiplePartsPicker } from '@/components/parts-picker';
import { QueryView } from '@/components/ui';
import { returnKeys } from '@/features/returns/api/query-keys';
import { apiRequest } from '@/lib/api/api-client';

interface PartsFieldProps {
  cartPid: number;
  value: readonly PartEntry[];
  onChange: (parts: PartEntry[]) => void;
  error?: string | undefined;
}

/**
 * The cart's item's parts (GET returns/cart-parts/:cart_pid/) in the multiple-parts picker: a
 * part, its quantity between min_value and max_value times the cart's quantity, Add, and the
 * chosen parts as removable badges.
 */
export function PartsField({ cartPid, value, onChange, error }: PartsFieldProps) {
  const parts = useQuery({
    queryKey: returnKeys.cartRead(cartPid, 'parts'),
    queryFn: ({ signal }) =>
      apiRequest(`/returns/cart-parts/${cartPid}/`, {
        schema: ZCartPartsResponse,
        signal,
        silent: true,
      }),
  });
  return (
    <QueryView
      query={parts}
      isEmpty={(data) => data.result.length === 0}
      emptyText="This item has no parts to issue"
    >
      {(data) => (
        <MultiplePartsPicker
          parts={data.result}
          maxQuantity={data.max_quantity}
          value={value}
          onChange={onChange}
          error={error}
        />
      )}
    </QueryView>
  );
}
