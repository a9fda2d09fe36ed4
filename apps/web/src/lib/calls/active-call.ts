import type { CallRecord } from '@backoffice/domain/calls/calls';
import { useSyncExternalStore } from 'react';

/** A product (cart) of the order a call is about, as the disposition form offers it. */
export interface CalledCart {
  cart_pid: number;
  item_name: string;
  status_label: string;
}

/** The order a call was placed from: its channel, the cart clicked and its products. */
export interface CallAbout {
  order_random_id: string;
  affiliate_id: number;
  clicked_cart_id: number | null;
  carts: CalledCart[];
}

/** The call the signed-in agent placed last, until its disposition is done or it is dismissed. */
export interface ActiveCall {
  call: CallRecord;
  about: CallAbout | null;
}

let current: ActiveCall | null = null;
const listeners = new Set<() => void>();

function publish(next: ActiveCall | null) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The console's one call in progress, shared by whoever places a call (the Dialer, the order
 * page) and the Dialer panel that follows it to its disposition.
 */
export const activeCall = {
  start: (call: CallRecord, about: CallAbout | null) => publish({ call, about }),
  /** The call as the provider reports it now (same call only). */
  update: (call: CallRecord) => {
    if (current && current.call.call_id === call.call_id) publish({ ...current, call });
  },
  clear: () => publish(null),
  read: () => current,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The active call, re-rendering when it starts, changes or ends. */
export function useActiveCall(): ActiveCall | null {
  return useSyncExternalStore(subscribe, activeCall.read, activeCall.read);
}
