import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { LeadCrm, LeadPushResult } from './lead-crm';

const ZCrmLead = z.object({
  crm_lead_id: z.string().min(1).max(64),
  name: z.string().min(1).max(100),
  mobile_number: z.string().regex(/^\d{10}$/),
  email_id: z.string().max(254).nullable().default(null),
  lead_type: z.number().int(),
  customer_segment: z.number().int(),
  city: z.string().max(100).nullable().default(null),
  expected_closure_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
const ZNewLeads = z.object({ leads: z.array(ZCrmLead).max(1000) });
const ZPushAnswer = z.object({
  results: z.array(
    z.union([
      z.object({
        lead_id: z.number().int(),
        accepted: z.literal(true),
        crm_lead_id: z.string().max(64),
      }),
      z.object({
        lead_id: z.number().int(),
        accepted: z.literal(false),
        reason: z.string().max(500),
      }),
    ]),
  ),
});

/**
 * The live lead CRM: `GET {url}/leads/new?day=YYYY-MM-DD` answering `{ leads: [...] }` in our
 * lead fields, and `POST {url}/leads/status` with `{ leads: [...] }` answering `{ results }`,
 * with the key as a bearer token.
 */
export function createLiveLeadCrm(config: LiveProviderConfig): LeadCrm {
  const read = <T>(schema: z.ZodType<T>, response: { status: number; body: unknown }): T => {
    const answer = schema.safeParse(response.body);
    if (response.status !== 200 || !answer.success) {
      throw new ProviderError('leadCrm', 'unavailable', { cause: `HTTP ${response.status}` });
    }
    return answer.data;
  };
  return {
    async newLeads(now) {
      const day = now.toISOString().slice(0, 10);
      const response = await callProvider('leadCrm', config, `/leads/new?day=${day}`);
      return read(ZNewLeads, response).leads;
    },
    async pushStatuses(pushes): Promise<LeadPushResult[]> {
      const response = await callProvider('leadCrm', config, '/leads/status', {
        method: 'POST',
        body: { leads: pushes },
      });
      return read(ZPushAnswer, response).results;
    },
  };
}
