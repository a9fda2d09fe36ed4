import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { CourierTracker, DocketTracking } from './courier';

const ZIsoTime = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)))
  .transform((v) => new Date(v).toISOString());

/** The tracking record of 001 section 3, as the tracking aggregator answers it. */
const ZTracking = z.object({
  DocketNumber: z.string(),
  InvoiceNumber: z.string().nullable().default(null),
  Status: z.string(),
  EstimatedDeliveryDate: z.string().nullable().default(null),
  Origin: z.string().default(''),
  Destination: z.string().default(''),
  Scans: z
    .array(
      z.object({
        ScanDescription: z.string(),
        ScanDate: ZIsoTime,
        ScanLocation: z.string().default(''),
      }),
    )
    .default([]),
});

/**
 * Courier tracking through the shipping aggregator: GET {COURIER_API_URL}/track/{courier}/{docket}
 * with the key as a bearer token, answering the tracking record of 001 section 3. Without
 * COURIER_API_URL and COURIER_API_KEY every call is 503 "not configured".
 */
export function createLiveCourier(config: LiveProviderConfig): CourierTracker {
  return {
    async track({ courier, docket_number }): Promise<DocketTracking> {
      const path = `/track/${encodeURIComponent(courier)}/${encodeURIComponent(docket_number)}`;
      const response = await callProvider('courier', config, path);
      const parsed = ZTracking.safeParse(response.body);
      if (response.status !== 200 || !parsed.success) {
        throw new ProviderError('courier', 'unavailable', { cause: `HTTP ${response.status}` });
      }
      const t = parsed.data;
      return {
        courier,
        docket_number: t.DocketNumber,
        invoice_number: t.InvoiceNumber,
        status: t.Status,
        expected_delivery_date: t.EstimatedDeliveryDate?.slice(0, 10) ?? null,
        origin: t.Origin,
        destination: t.Destination,
        scans: t.Scans.map((s) => ({
          description: s.ScanDescription,
          at: s.ScanDate,
          location: s.ScanLocation,
        })).sort((a, b) => a.at.localeCompare(b.at)),
      };
    },
  };
}
