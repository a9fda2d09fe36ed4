import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { DEFAULT_RETURN_TAB_SLUG } from '@backoffice/domain/returns';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTableUrlState, type TableSort } from '@/components/ui';
import { returnListPath, type ReturnListAddress } from '@/features/returns/api/return-list-address';

const NEWEST_FIRST: TableSort = { id: 'created_at', desc: true };

/**
 * The returns list the address names (/returns-replacement/[:cet_uid/]:platform[/:slug]; without
 * a slug, Return Requested), its page (?offset=) and the order id searched (?order_id=).
 */
export function useReturnListAddress() {
  const { cet_uid: cetUid = null, platform = '', slug = DEFAULT_RETURN_TAB_SLUG } = useParams();
  const [query, setQuery] = useSearchParams();
  // The server answers the newest requests first; the list has no other order.
  const { offset, setOffset } = useTableUrlState({
    defaultSort: NEWEST_FIRST,
    defaultPageSize: ORDER_LIST_PAGE_SIZE,
  });
  const address = useMemo<ReturnListAddress>(
    () => ({ cetUid, platform, slug }),
    [cetUid, platform, slug],
  );
  const pathFor = useCallback(
    (change: Partial<ReturnListAddress>) => returnListPath({ ...address, ...change }),
    [address],
  );
  const orderId = (query.get('order_id') ?? '').trim();
  const setOrderId = useCallback(
    (next: string) =>
      setQuery((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('offset');
        if (next === '') updated.delete('order_id');
        else updated.set('order_id', next);
        return updated;
      }),
    [setQuery],
  );
  return { address, offset, setOffset, pathFor, orderId, setOrderId };
}
