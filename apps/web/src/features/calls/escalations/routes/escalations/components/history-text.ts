import {
  ESCALATION_STATUSES,
  type EscalationHistoryEntry,
} from '@backoffice/domain/calls/escalations';

const statusLabel = (value: unknown) =>
  ESCALATION_STATUSES.find((s) => s.id === value)?.label ?? String(value);

const cartList = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/** One line per change of an audit entry of an escalation, in the business's words. */
export function historyLines(entry: EscalationHistoryEntry): string[] {
  return Object.entries(entry.changes).map(([field, { before, after }]) => {
    if (field === 'escalation' && before === null) return 'Escalation raised';
    if (field === 'status') return `Status: ${statusLabel(before)} → ${statusLabel(after)}`;
    if (field === 'cart_pids') return `Products: ${cartList(before)} → ${cartList(after)}`;
    return `${field}: ${String(before)} → ${String(after)}`;
  });
}
