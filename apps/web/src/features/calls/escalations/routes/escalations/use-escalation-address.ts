import {
  ESCALATION_STATUS_IDS,
  type EscalationStatusId,
} from '@backoffice/domain/calls/escalations';
import { isOrderRandomId } from '@backoffice/domain/orders';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { EscalationFilters } from '@/features/calls/escalations/api/escalation-filters';

const positive = (value: string | null): number | null => {
  const n = Number(value ?? '');
  return Number.isInteger(n) && n > 0 ? n : null;
};

function readStatus(value: string | null): EscalationStatusId | null {
  return ESCALATION_STATUS_IDS.find((id) => String(id) === value) ?? null;
}

/** Sets a query value, or removes it when empty (null, or a first page's offset 0). */
function setOrDelete(next: URLSearchParams, key: string, value: string | number | null): void {
  if (value === null || value === 0) next.delete(key);
  else next.set(key, String(value));
}

function readOrder(value: string | null): string | null {
  const id = (value ?? '').trim().toUpperCase();
  return isOrderRandomId(id) ? id : null;
}

/**
 * What /escalations shows, kept in its address so that a page, a filter or an open details popup
 * can be linked to and Back returns to it: ?status=2&order=K7Q2M9XA&offset=999&escalation=12.
 */
export function useEscalationAddress() {
  const [query, setQuery] = useSearchParams();
  const filters: EscalationFilters = {
    status: readStatus(query.get('status')),
    orderRandomId: readOrder(query.get('order')),
  };
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setQuery((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setQuery],
  );
  // Stable while the address stays, so the table's columns (which hold it) are built once.
  const openDetails = useCallback(
    (escalationId: number) => update((next) => setOrDelete(next, 'escalation', escalationId)),
    [update],
  );
  return {
    filters,
    offset: positive(query.get('offset')) ?? 0,
    escalationId: positive(query.get('escalation')),
    setFilters: (changed: EscalationFilters) =>
      update((next) => {
        setOrDelete(next, 'status', changed.status);
        setOrDelete(next, 'order', changed.orderRandomId);
        next.delete('offset');
      }),
    setOffset: (offset: number) => update((next) => setOrDelete(next, 'offset', offset)),
    openDetails,
    closeDetails: () => update((next) => next.delete('escalation')),
  };
}
