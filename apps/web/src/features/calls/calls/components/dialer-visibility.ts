import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function publish(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

/**
 * Whether the agent opened the Dialer panel: the header's Dialer button opens it, the panel's
 * close button closes it. A call in progress keeps the panel shown whatever this says.
 */
export const dialerVisibility = {
  open: () => publish(true),
  close: () => publish(false),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useDialerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
