import { indiaDay } from '@backoffice/domain/core/dates';
import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type { CrmLead, LeadCrm, LeadPushResult } from './lead-crm';

const NAMES = [
  'Kavya Menon',
  'Rohit Bansal',
  'Farah Siddiqui',
  'Arjun Pillai',
  'Meera Joshi',
  'Vikram Sethi',
] as const;
const CITIES = ['Bengaluru', 'Chennai', 'Mumbai', 'Hyderabad', 'Pune', 'Delhi'] as const;
/** Leads the sandbox CRM receives each day. */
const LEADS_PER_DAY = 3;

/**
 * The sandbox lead CRM, deterministic from the day alone:
 * - each Indian calendar day it holds three new leads, `LSQ-{yyyymmdd}-{n}`, whose mobile is 9,
 *   the day as yymmdd and the lead's number (so pulling twice a day brings them once);
 * - it accepts every status push, naming a lead it did not know `LSQ-L{lead id}`, except for a
 *   mobile number ending in 99, which it refuses as a duplicate at the CRM.
 */
export function createSandboxLeadCrm(): LeadCrm & SandboxSwitch {
  const outage = sandboxSwitch('leadCrm');
  return {
    setDown: outage.setDown,
    async newLeads(now): Promise<CrmLead[]> {
      outage.check();
      const day = indiaDay(now);
      const compact = day.replaceAll('-', '');
      return Array.from({ length: LEADS_PER_DAY }, (_, i) => {
        const n = i + 1;
        const pick = (Number(compact) + n) % NAMES.length;
        const name = NAMES[pick] ?? NAMES[0];
        return {
          crm_lead_id: `LSQ-${compact}-${n}`,
          name,
          mobile_number: `9${compact.slice(2)}${String(n).padStart(3, '0')}`,
          email_id: `${name.split(' ')[0]?.toLowerCase() ?? 'lead'}.${compact}@example.com`,
          lead_type: n === 3 ? 3 : 2,
          customer_segment: (pick % 7) + 1,
          city: CITIES[pick] ?? null,
          expected_closure_date: day,
        };
      });
    },
    async pushStatuses(pushes): Promise<LeadPushResult[]> {
      outage.check();
      return pushes.map((p) =>
        p.mobile_number.endsWith('99')
          ? { lead_id: p.lead_id, accepted: false, reason: 'Duplicate lead at the CRM' }
          : {
              lead_id: p.lead_id,
              accepted: true,
              crm_lead_id: p.crm_lead_id ?? `LSQ-L${p.lead_id}`,
            },
      );
    },
  };
}
