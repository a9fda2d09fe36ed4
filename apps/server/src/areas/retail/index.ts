// The retail area's public face: what the app registers (no other area uses its internals).
import type { AreaModule } from '../../core/http';
import { registerSheetApplier } from '../../core/sheets/index';
import { cashRoutes } from './cash/cash.routes';
import { prepaidCashApplier } from './cash/prepaid-cash-sheet.applier';
import { sessionsRoutes } from './sessions/sessions.routes';
import { retailStaffRoutes } from './staff/retail-staff.routes';

/** The retail area's routes, one line each. */
export const routes: readonly AreaModule[] = [retailStaffRoutes, sessionsRoutes, cashRoutes];

registerSheetApplier(prepaidCashApplier);
