import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isStale } from '@/lib/api/api-error';
import { claimStaleNotice } from '@/lib/api/stale-notice';
import { StaleWriteNotice, type StaleWrite } from '@/lib/order-page';
import { posKeys } from './api/query-keys';

/** Who on the till wrote: a form shows its own conflict, the till's other writes one above them. */
export type TillWriter = 'order' | 'payment' | 'coupon' | 'gift-card' | 'address';

interface TillStaleState {
  conflict: { writer: TillWriter; message: string } | null;
  reloading: boolean;
}

// One till is open at a time. Its state lives outside React's tree, so that a popup of the till,
// which the app's popup host renders elsewhere, reports and shows its conflict as a panel does.
const CLOSED: TillStaleState = { conflict: null, reloading: false };
let state = CLOSED;
let reloadTill: (() => Promise<unknown>) | null = null;
const listeners = new Set<() => void>();

function set(next: TillStaleState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

function report(error: Error, writer: TillWriter) {
  if (reloadTill && isStale(error)) set({ ...state, conflict: { writer, message: error.message } });
}

function reload() {
  if (!reloadTill) return;
  set({ ...state, reloading: true });
  void reloadTill()
    .then(() => set({ ...state, conflict: null }))
    .finally(() => set({ ...state, reloading: false }));
}

/**
 * Every write of one till order names the order's version: a stale one (409) is told once, in the
 * form that sent it (or above the lines for the till's other writes), with Reload, which reloads
 * the order. While the till is open the central handler raises no toast for it.
 */
export function TillStaleProvider({
  orderRandomId,
  children,
}: {
  orderRandomId: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    reloadTill = () => queryClient.refetchQueries({ queryKey: posKeys.order(orderRandomId) });
    const release = claimStaleNotice();
    return () => {
      release();
      reloadTill = null;
      set(CLOSED);
    };
  }, [queryClient, orderRandomId]);
  return children;
}

/**
 * The stale write of one writer of the till. The till's writes report as 'order' on their own; a
 * form's onError reports again as the form, after that (TanStack calls the mutation's onError
 * before the call's), so the form shows it. Outside a till a stale write keeps its toast.
 */
export function useTillStaleWrite(writer: TillWriter): StaleWrite {
  const current = useSyncExternalStore(subscribe, snapshot);
  const onError = useCallback((error: Error) => report(error, writer), [writer]);
  return {
    conflict: current.conflict?.writer === writer ? current.conflict.message : null,
    reloading: current.reloading,
    onError,
    reload,
  };
}

/** The stale notice of one writer of the till; nothing without its conflict. */
export function TillStaleNotice({ writer }: { writer: TillWriter }) {
  return <StaleWriteNotice stale={useTillStaleWrite(writer)} />;
}
