import { TEAM_MESSAGES as M, type MemberEditRefusal } from '@backoffice/domain/calls/team';
import { areaErrors, asWorded, type AppError, type ErrorRow } from '../../../core/errors';

/** Why a member, pod, assignment or QA review call of the team is refused. */
export type TeamErrorCode =
  | 'calls.member_not_found'
  | 'calls.member_out_of_reach'
  | 'calls.member_edit_refused'
  | 'calls.protected_member'
  | 'calls.email_taken'
  | 'calls.pod_has_members'
  | 'calls.invalid_pod_leader'
  | 'calls.pod_leader_refused'
  | 'calls.invalid_agent'
  | 'calls.assignment_refused'
  | 'calls.already_assigned'
  | 'calls.cart_not_in_order'
  | 'calls.qa_review_refused'
  | 'calls.review_order_not_found';

/** Each team failure's kind and message. */
export const TEAM_ERRORS = {
  'calls.member_not_found': { kind: 'NOT_FOUND', message: 'User not found' },
  'calls.member_out_of_reach': { kind: 'FORBIDDEN', message: asWorded },
  'calls.member_edit_refused': { kind: 'VALIDATION', message: asWorded },
  'calls.protected_member': { kind: 'FORBIDDEN', message: M.protectedMember },
  'calls.email_taken': { kind: 'VALIDATION', message: M.emailTaken },
  'calls.pod_has_members': { kind: 'VALIDATION', message: M.podHasMembers },
  'calls.invalid_pod_leader': { kind: 'VALIDATION', message: M.invalidPodLeader },
  'calls.pod_leader_refused': { kind: 'VALIDATION', message: asWorded },
  'calls.invalid_agent': { kind: 'VALIDATION', message: M.invalidAgent },
  'calls.assignment_refused': { kind: 'VALIDATION', message: asWorded },
  'calls.already_assigned': { kind: 'VALIDATION', message: M.alreadyAssigned },
  'calls.cart_not_in_order': { kind: 'VALIDATION', message: M.cartNotInOrder },
  'calls.qa_review_refused': { kind: 'VALIDATION', message: asWorded },
  'calls.review_order_not_found': { kind: 'VALIDATION', message: M.orderNotFound },
} as const satisfies Record<TeamErrorCode, ErrorRow>;

/** The error of a team failure code. */
export const teamError = areaErrors(TEAM_ERRORS);

/** A refused member edit: 403 for a member out of reach, else 400 on the field. */
export function refusalError(refusal: MemberEditRefusal): AppError {
  return refusal.forbidden
    ? teamError('calls.member_out_of_reach', refusal.message)
    : teamError('calls.member_edit_refused', refusal.message).at(refusal.field);
}
