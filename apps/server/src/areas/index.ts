import type { AreaModule } from '../core/http';
import { consoleConfigRoutes } from '../core/console-config/console-config.routes';
import { healthRoutes } from '../core/health/health.routes';
import { sandboxMessagesRoutes } from '../core/sandbox-messages/sandbox-messages.routes';
import * as calls from './calls/index';
import * as distribution from './distribution/index';
import * as identity from './identity/index';
import * as lookups from './lookups/index';
import * as orders from './orders/index';
import * as quotations from './quotations/index';
import * as refunds from './refunds/index';
import * as retail from './retail/index';
import * as returns from './returns/index';
import * as sales from './sales/index';
import * as uploads from './uploads/index';

/**
 * The routes of the API, in the order they are registered: what core serves, then each area's
 * (docs/areas.md). Every route is registered once; Fastify refuses a second one at start-up.
 */
export const AREA_MODULES: readonly AreaModule[] = [
  healthRoutes,
  consoleConfigRoutes,
  sandboxMessagesRoutes,
  ...identity.routes,
  ...orders.routes,
  ...lookups.routes,
  ...sales.routes,
  ...calls.routes,
  ...uploads.routes,
  ...retail.routes,
  ...returns.routes,
  ...quotations.routes,
  ...distribution.routes,
  ...refunds.routes,
];

// What runs when an area's event happens, wired when the app is built (one list per event).
export { wireAreaEvents } from './events';

// The session lookup the app hands to the auth plugin (core and plugins know no area).
export { findSignedIn } from './identity/index';
