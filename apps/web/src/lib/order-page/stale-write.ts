import type { OrderDetails } from '@backoffice/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isStale } from '@/lib/api/api-error';
import { claimStaleNotice } from '@/lib/api/stale-notice';
import { orderDataKeys } from '@/lib/query-keys';

/** A popup's write that may turn out stale (409): what the popup shows and does about it. */
export interface StaleWrite {
  /** The server's text of the conflict, while there is one. */
  conflict: string | null;
  /** Whether the reload is under way. */
  reloading: boolean;
  /** The write's onError: a stale write is kept as the conflict; other failures pass by. */
  onError: (error: Error) => void;
  /** Reloads what the popup was read from; the conflict goes once it has. */
  reload: () => void;
}

/**
 * A stale write (409) keeps the popup open with everything typed in it: the popup shows the
 * conflict (StaleWriteNotice) and offers Reload, which reloads what the write was read from
 * (`reloadSource`, e.g. the order, so that the next try names its new version). While the popup
 * is open the central handler raises no toast for the conflict: the notice tells it.
 */
export function useStaleWrite(reloadSource: () => Promise<unknown>): StaleWrite {
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => claimStaleNotice(), []);
  const onError = useCallback((error: Error) => {
    if (isStale(error)) setConflict(error.message);
  }, []);
  const reload = useCallback(() => {
    setReloading(true);
    void reloadSource()
      .then(() => setConflict(null))
      .finally(() => setReloading(false));
  }, [reloadSource]);
  return { conflict, reloading, onError, reload };
}

/**
 * Reloads the order page's order and answers it as it is now (undefined should it not load), so
 * that a popup takes the new versions of the order and its carts.
 */
export function useReloadOrder(orderRandomId: string): () => Promise<OrderDetails | undefined> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const key = orderDataKeys.order(orderRandomId);
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    return queryClient.getQueryData<OrderDetails>(key);
  }, [queryClient, orderRandomId]);
}

/**
 * A write on one cart of the order page: after a conflict, Reload reloads the order and hands
 * the cart's new version to the popup (`takeVersion`).
 */
export function useStaleCartWrite(
  orderRandomId: string,
  cartPid: number,
  takeVersion: (version: number) => void,
): StaleWrite {
  const reloadOrder = useReloadOrder(orderRandomId);
  return useStaleWrite(async () => {
    const cart = (await reloadOrder())?.carts.find((c) => c.cart_pid === cartPid);
    if (cart) takeVersion(cart.version);
  });
}

/** A write on the order itself: after a conflict, Reload hands the order's new version over. */
export function useStaleOrderWrite(
  orderRandomId: string,
  takeVersion: (version: number) => void,
): StaleWrite {
  const reloadOrder = useReloadOrder(orderRandomId);
  return useStaleWrite(async () => {
    const order = await reloadOrder();
    if (order) takeVersion(order.version);
  });
}
