import { ZEscalationId } from '@backoffice/domain/calls/escalations';
import { z } from 'zod';

/** The :escalation_id of the details call. */
export const ZEscalationIdParams = z.object({ escalation_id: ZEscalationId });
