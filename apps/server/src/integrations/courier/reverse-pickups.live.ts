import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig, type ProviderResponse } from '../provider-http';
import { createLiveCourier } from './courier.live';
import type { PickupAttempt, ReversePickups } from './reverse-pickups';

const ZBooking = z.object({ courier: z.string().max(60), booking_id: z.string().max(80) });
const ZDocket = z.object({ courier: z.string().max(60), docket_number: z.string().max(80) });
const ZAttempts = z.array(
  z.object({
    /** An ISO 8601 instant; 40 characters hold any offset and fraction. */
    attempted_on: z
      .string()
      .max(40)
      .refine((v) => !Number.isNaN(Date.parse(v))),
    picked_up: z.boolean(),
    pending_reason: z.string().max(300).nullable().default(null),
    attempted_by: z.string().max(120).default(''),
  }),
);

/** The answer's body read by `schema`, or the courier counts as unavailable. */
function answerOf<T>(response: ProviderResponse, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(response.body);
  if (response.status !== 200 || !parsed.success) {
    throw new ProviderError('courier', 'unavailable', { cause: `HTTP ${response.status}` });
  }
  return parsed.data;
}

/**
 * Reverse pickups through the shipping aggregator (COURIER_API_URL, bearer COURIER_API_KEY):
 * POST /reverse-pickups books, POST /reverse-pickups/{booking}/reschedule and /cancel move and
 * cancel, POST /reverse-pickups/{booking}/dockets creates a docket, GET
 * /reverse-pickups/dockets/{courier}/{docket}/attempts lists the attempts, and the docket is
 * tracked as a forward one (GET /track/{courier}/{docket}).
 */
export function createLiveReversePickups(config: LiveProviderConfig): ReversePickups {
  const tracker = createLiveCourier(config);
  const post = (path: string, body: unknown) =>
    callProvider('courier', config, path, { method: 'POST', body });
  const bookingPath = (bookingId: string) => `/reverse-pickups/${encodeURIComponent(bookingId)}`;
  return {
    async schedule(request) {
      return answerOf(await post('/reverse-pickups', request), ZBooking);
    },
    async reschedule(booking, pickupDate) {
      answerOf(
        await post(`${bookingPath(booking.booking_id)}/reschedule`, { pickup_date: pickupDate }),
        z.unknown(),
      );
    },
    async cancel(booking) {
      answerOf(await post(`${bookingPath(booking.booking_id)}/cancel`, {}), z.unknown());
    },
    async createDocket(booking, sequence) {
      return answerOf(
        await post(`${bookingPath(booking.booking_id)}/dockets`, { sequence }),
        ZDocket,
      );
    },
    async attempts({ courier, docket_number }): Promise<PickupAttempt[]> {
      const path = `/reverse-pickups/dockets/${encodeURIComponent(courier)}/${encodeURIComponent(docket_number)}/attempts`;
      const attempts = answerOf(await callProvider('courier', config, path), ZAttempts);
      return attempts
        .map((a) => ({ ...a, attempted_on: new Date(a.attempted_on).toISOString() }))
        .sort((a, b) => a.attempted_on.localeCompare(b.attempted_on));
    },
    track({ courier, docket_number }, now) {
      return tracker.track(
        {
          courier,
          docket_number,
          shipment: {
            invoice_number: null,
            shipped_at: now,
            promised_date: null,
            delivered_at: null,
            destination: '',
          },
        },
        now,
      );
    },
  };
}
