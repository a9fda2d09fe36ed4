// The quotations area's public face: what the app registers (no other area uses its internals).
import type { AreaModule } from '../../core/http';
import { leadSyncRoutes } from './lead-sync/lead-sync.routes';
import { leadsRoutes } from './leads/leads.routes';
import { quotationsRoutes } from './quotations/quotations.routes';

/** The quotations area's routes: leads, quotations and orders from them, the lead CRM sync. */
export const routes: readonly AreaModule[] = [leadsRoutes, quotationsRoutes, leadSyncRoutes];
