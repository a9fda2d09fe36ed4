import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { GstRegistration, GstVerifier } from './gst';

/** The taxpayer record of the GST network's public search: legal name and status. */
const ZTaxpayer = z.object({ lgnm: z.string(), sts: z.string() });

/**
 * GST verification through a GST Suvidha Provider: GET {GST_API_URL}/{gstin} with the key as a
 * bearer token, answering the GST network's taxpayer record (`lgnm`, `sts`); 404 is an unknown
 * number. Without GST_API_URL and GST_API_KEY every call is 503 "not configured".
 */
export function createLiveGst(config: LiveProviderConfig): GstVerifier {
  return {
    async verify(gstNumber): Promise<GstRegistration> {
      const response = await callProvider('gst', config, `/${encodeURIComponent(gstNumber)}`);
      if (response.status === 404) {
        return { gst_number: gstNumber, status: 'not-found', legal_name: null };
      }
      const taxpayer = ZTaxpayer.safeParse(response.body);
      if (response.status !== 200 || !taxpayer.success) {
        throw new ProviderError('gst', 'unavailable', { cause: `HTTP ${response.status}` });
      }
      const active = taxpayer.data.sts.trim().toLowerCase() === 'active';
      return {
        gst_number: gstNumber,
        status: active ? 'active' : 'inactive',
        legal_name: taxpayer.data.lgnm,
      };
    },
  };
}
