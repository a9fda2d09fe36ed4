import { wireNumber } from '@backoffice/domain/core/validation';
import { ZCartPid } from '@backoffice/domain/orders';
import { z } from 'zod';

/** The :cart_pid of a cart's popups: a positive whole number within the id range. */
export const ZCartPidParam = z.object({
  cart_pid: wireNumber(ZCartPid),
});
