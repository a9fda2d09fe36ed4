import type { DocketTracking } from './courier';

/** Where and when a return is to be collected: what a courier needs to book the pickup. */
export interface PickupRequest {
  /** Our reference for the pickup (the return pickup's id), echoed in the courier's records. */
  reference: string;
  /** YYYY-MM-DD. */
  pickup_date: string;
  pincode: string;
  city: string;
  /** The mobile number of the shipping address: the courier's field executive calls it. */
  mobile?: string;
}

/** A booked pickup: the courier that will collect and its booking id. */
export interface PickupBooking {
  courier: string;
  booking_id: string;
}

/** A docket (reverse consignment note) created for a booked pickup. */
export interface ReverseDocket {
  courier: string;
  docket_number: string;
}

/** One visit of the courier to collect a return. */
export interface PickupAttempt {
  /** ISO time of the visit. */
  attempted_on: string;
  picked_up: boolean;
  /** Why it was not picked up (null when it was). */
  pending_reason: string | null;
  /** The courier's field executive. */
  attempted_by: string;
}

/** What the console knows of a docketed pickup when it asks the courier for its progress. */
export interface PickupProgressQuery {
  courier: string;
  docket_number: string;
  /** The date the pickup is booked for now, YYYY-MM-DD. */
  pickup_date: string;
  /** The attempts the console has recorded already, oldest first. */
  recorded_attempts: readonly PickupAttempt[];
}

/**
 * Reverse pickups through the courier (docs/returns.md, "The courier's reverse pickups"): book,
 * move and cancel a pickup, create its docket, read the courier's attempts and track the docket
 * back to the warehouse. Throws ProviderError when the courier cannot answer; the use case then
 * writes nothing.
 */
export interface ReversePickups {
  schedule(request: PickupRequest, now: Date): Promise<PickupBooking>;
  reschedule(booking: PickupBooking, pickupDate: string, now: Date): Promise<void>;
  cancel(booking: PickupBooking, now: Date): Promise<void>;
  /** A new docket for the booking; `sequence` counts the dockets made for it before (0 first). */
  createDocket(booking: PickupBooking, sequence: number, now: Date): Promise<ReverseDocket>;
  /** Every attempt the courier made for the docket up to `now`, oldest first. */
  attempts(query: PickupProgressQuery, now: Date): Promise<PickupAttempt[]>;
  /** The reverse journey of a docket: collected, in transit, delivered to the warehouse. */
  track(query: PickupProgressQuery, now: Date): Promise<DocketTracking>;
}
