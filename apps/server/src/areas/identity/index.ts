// The identity area's public face: what the app registers and what other areas may use.
import type { AreaModule } from '../../core/http';
import { companySignInRoutes } from './company-sign-in/company-sign-in.routes';
import { passwordsRoutes } from './passwords/passwords.routes';
import { savedFiltersRoutes } from './saved-filters/saved-filters.routes';
import { sessionRoutes } from './session/session.routes';
import { userStatusRoutes } from './user-status/user-status.routes';
import { usersRoutes } from './users/users.routes';

/** The identity area's routes: sign-in and sessions, the user, Working/Break, passwords. */
export const routes: readonly AreaModule[] = [
  sessionRoutes,
  usersRoutes,
  userStatusRoutes,
  passwordsRoutes,
  companySignInRoutes,
  savedFiltersRoutes,
];

// Who a bearer token belongs to: the app hands it to the auth plugin.
export { findSignedIn } from './session/sessions';
// A staff member by login id: orders (work lists of another agent) and calls (team screens).
export { staffOrNotFound } from './users/staff.queries';
// Ending a member's sessions and switching Working/Break: calls (members, dispositions).
export { revokeSessions } from './session/sessions';
export { switchUserStatus } from './user-status/user-status.service';
// The permission view of a caller without a request (a queued upload): orders and calls appliers.
export { principalOfCaller } from './users/caller-principal';
