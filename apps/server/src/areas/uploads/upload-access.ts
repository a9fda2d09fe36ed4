import { can, type Principal } from '@backoffice/domain/access';
import { endpointsOfType, type SheetTypeKey } from '@backoffice/domain/uploads';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';

/**
 * The rule of the calls about a sheet type's uploads (history, detail, files, sample): the
 * caller may use at least one upload call of that type; 403 otherwise.
 */
export function requireSheetTypeAccess(ctx: AppContext, principal: Principal, type: SheetTypeKey) {
  const allowed = endpointsOfType(type).some((e) =>
    can(principal, e.capability, ctx.config.access),
  );
  if (!allowed) throw new AppError('FORBIDDEN');
}
