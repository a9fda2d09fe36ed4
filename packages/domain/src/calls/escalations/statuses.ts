/**
 * Where an escalation stands. The spec shows a status column and no catalogue; these are the
 * states a helpdesk escalation goes through (docs/calls.md).
 */
export const ESCALATION_STATUSES = [
  { id: 1, label: 'Open', active: true },
  { id: 2, label: 'In Progress', active: true },
  { id: 3, label: 'Resolved', active: false },
  { id: 4, label: 'Closed', active: false },
] as const;

export type EscalationStatus = (typeof ESCALATION_STATUSES)[number];
export type EscalationStatusId = EscalationStatus['id'];

export const ESCALATION_STATUS_IDS: readonly EscalationStatusId[] = ESCALATION_STATUSES.map(
  (s) => s.id,
);

/** Every escalation status by name: code reads `ESCALATION_STATUS.OPEN`, never a bare 1. */
export const ESCALATION_STATUS = {
  OPEN: 1,
  IN_PROGRESS: 2,
  RESOLVED: 3,
  CLOSED: 4,
} as const satisfies Record<string, EscalationStatusId>;

/** The status of an id of the catalogue. */
export function escalationStatus(id: EscalationStatusId): EscalationStatus {
  const found = ESCALATION_STATUSES.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown escalation status ${id}`);
  return found;
}

/** Whether an escalation is still being worked (Open or In Progress): its carts are taken. */
export function isActiveEscalation(id: EscalationStatusId): boolean {
  return escalationStatus(id).active;
}
