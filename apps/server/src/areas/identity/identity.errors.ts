import { LINK_EXPIRED_MESSAGE, LINK_NOT_VALID_MESSAGE } from '@backoffice/domain/core/links';
import {
  PASSWORD_RESET_MESSAGES,
  SAVED_FILTER_MESSAGES,
  SET_PASSWORD_MESSAGES,
} from '@backoffice/domain/identity';
import { areaErrors, type ErrorRow } from '../../core/errors';

/** Why a sign-in, password or staff call of the identity area fails. */
export type IdentityErrorCode =
  | 'identity.user_not_found'
  | 'identity.wrong_current_password'
  | 'identity.reset_own_password'
  | 'identity.reset_not_a_resetter'
  | 'identity.reset_protected_account'
  | 'identity.reset_more_capable_account'
  | 'identity.reset_other_pod'
  | 'identity.password_link_not_found'
  | 'identity.password_link_used'
  | 'identity.password_link_expired'
  | 'identity.no_password_to_choose'
  | 'identity.same_password'
  | 'identity.company_sign_in_not_configured'
  | 'identity.saved_filter_not_found'
  | 'identity.too_many_saved_filters';

/** Each identity failure's kind and message. */
export const IDENTITY_ERRORS = {
  'identity.user_not_found': { kind: 'NOT_FOUND', message: 'User not found' },
  'identity.wrong_current_password': {
    kind: 'VALIDATION',
    message: 'Current Password is incorrect!',
  },
  'identity.reset_own_password': {
    kind: 'VALIDATION',
    message: PASSWORD_RESET_MESSAGES['own-account'],
  },
  'identity.reset_not_a_resetter': {
    kind: 'FORBIDDEN',
    message: PASSWORD_RESET_MESSAGES['not-a-resetter'],
  },
  'identity.reset_protected_account': {
    kind: 'FORBIDDEN',
    message: PASSWORD_RESET_MESSAGES['protected-account'],
  },
  'identity.reset_more_capable_account': {
    kind: 'FORBIDDEN',
    message: PASSWORD_RESET_MESSAGES['more-powers'],
  },
  'identity.reset_other_pod': { kind: 'FORBIDDEN', message: PASSWORD_RESET_MESSAGES['other-pod'] },
  'identity.password_link_not_found': { kind: 'NOT_FOUND', message: LINK_NOT_VALID_MESSAGE },
  'identity.password_link_used': { kind: 'BAD_REQUEST', message: SET_PASSWORD_MESSAGES.used },
  'identity.password_link_expired': { kind: 'BAD_REQUEST', message: LINK_EXPIRED_MESSAGE },
  'identity.no_password_to_choose': {
    kind: 'BAD_REQUEST',
    message: 'There is no given password to replace: use Change Password',
  },
  'identity.same_password': {
    kind: 'VALIDATION',
    message: 'New password must differ from the current one',
  },
  'identity.company_sign_in_not_configured': {
    kind: 'NOT_CONFIGURED',
    message: 'Company sign-in is not configured',
  },
  'identity.saved_filter_not_found': { kind: 'NOT_FOUND', message: 'Saved filter not found' },
  'identity.too_many_saved_filters': {
    kind: 'VALIDATION',
    message: SAVED_FILTER_MESSAGES.tooMany,
  },
} as const satisfies Record<IdentityErrorCode, ErrorRow>;

/** The error of an identity failure code. */
export const identityError = areaErrors(IDENTITY_ERRORS);
