import type { AreaModule } from '../http';
import { companySignInRoutes } from './company-sign-in/company-sign-in.routes';
import { consoleConfigRoutes } from './console-config/console-config.routes';
import { healthRoutes } from './health/health.routes';
import { passwordsRoutes } from './passwords/passwords.routes';
import { sessionRoutes } from './session/session.routes';
import { userStatusRoutes } from './user-status/user-status.routes';
import { usersRoutes } from './users/users.routes';

/** The areas of the API, in the order their routes are registered. */
export const AREA_MODULES: readonly AreaModule[] = [
  healthRoutes,
  consoleConfigRoutes,
  sessionRoutes,
  usersRoutes,
  userStatusRoutes,
  passwordsRoutes,
  companySignInRoutes,
];
