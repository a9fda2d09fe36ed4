import type { TRefundStaffRef } from '@backoffice/domain/refunds';

/** A member of staff named in an answer, or null when the row names nobody (the system). */
export const staffRef = (loginId: number | null, name: string | null): TRefundStaffRef | null =>
  loginId === null ? null : { login_id: loginId, name: name ?? `Staff ${loginId}` };
