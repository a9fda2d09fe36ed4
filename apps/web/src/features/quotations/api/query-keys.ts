import { queryKeyPrefixes } from '@/lib/query-keys';

/** Which leads to list (GET /api/quotation/leads/). */
export interface LeadsFilter {
  search: string | null;
  limit: number;
  offset: number;
}

/** Query keys of leads and quotations: every write reloads everything under the prefix. */
export const quotationKeys = {
  all: queryKeyPrefixes.quotations,
  segments: () => [...quotationKeys.all, 'segments'] as const,
  settings: () => [...quotationKeys.all, 'settings'] as const,
  leads: (filter: LeadsFilter) => [...quotationKeys.all, 'leads', filter] as const,
  lead: (leadId: number) => [...quotationKeys.all, 'lead', leadId] as const,
  quotation: (quotationRandomId: string) =>
    [...quotationKeys.all, 'quotation', quotationRandomId] as const,
  leadSync: (page: { limit: number; offset: number }) =>
    [...quotationKeys.all, 'lead-sync', page] as const,
};
