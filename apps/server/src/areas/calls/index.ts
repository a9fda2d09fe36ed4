// The calls area's public face: what the app registers (no other area uses its internals).
import type { AreaModule } from '../../core/http';
import { callsRoutes } from './calls/calls.routes';
import { dispositionsRoutes } from './calls/dispositions.routes';
import { escalationsRoutes } from './escalations/escalations.routes';
import { cartAssignmentSheetApplier } from './team/cart-assignment-sheet.applier';
import { teamRoutes } from './team/team.routes';

/** The cart assignment sheet (/upload-sheet-by-type) gives carts to agents as Team Leaders do. */
export const sheetAppliers = [cartAssignmentSheetApplier];

/** The calls area's routes: escalations, the team, calls and their dispositions. */
export const routes: readonly AreaModule[] = [
  escalationsRoutes,
  teamRoutes,
  callsRoutes,
  dispositionsRoutes,
];
