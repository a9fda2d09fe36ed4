/** One scan of a docket: what happened, when (ISO), where. */
export interface CourierScan {
  description: string;
  at: string;
  location: string;
}

/** What a courier answers for a docket (001 section 3 "Tracking"). */
export interface DocketTracking {
  courier: string;
  docket_number: string;
  invoice_number: string | null;
  status: string;
  /** YYYY-MM-DD, when the courier gives one. */
  expected_delivery_date: string | null;
  origin: string;
  destination: string;
  /** Oldest first. */
  scans: CourierScan[];
}

/**
 * What the console knows of a shipment. The sandbox plays the courier from it; a real courier
 * answers from its own records and ignores it.
 */
export interface ShipmentFacts {
  invoice_number: string | null;
  shipped_at: Date;
  /** The promised delivery date, YYYY-MM-DD. */
  promised_date: string | null;
  delivered_at: Date | null;
  /** The city delivered to. */
  destination: string;
}

export interface DocketQuery {
  courier: string;
  docket_number: string;
  shipment: ShipmentFacts;
}

/**
 * Courier tracking by docket number (ARCHITECTURE section 4, "Integrations"). Throws
 * ProviderError when the courier cannot answer; the popup then links to the courier's site.
 */
export interface CourierTracker {
  track(query: DocketQuery, now: Date): Promise<DocketTracking>;
}

/**
 * The couriers of 001 section 8 (and the two more the retailer ships with) and their public
 * tracking pages; {docket} is filled in where the courier's page takes the number.
 */
const COURIER_PAGES: Record<string, string> = {
  bluedart: 'https://www.bluedart.com/tracking',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={docket}',
  cityxfer: 'https://www.cityxfer.com/',
  dtdc: 'https://www.dtdc.in/',
  criticalog: 'https://www.criticalog.com/',
  delhivery: 'https://www.delhivery.com/track/package/{docket}',
  safexpress: 'https://www.safexpress.com/',
  xpressbees: 'https://www.xpressbees.com/track',
  ekart: 'https://ekartlogistics.com/',
  shadowfax: 'https://www.shadowfax.in/',
};

/** The courier's own page to follow a docket on; null for a courier the console does not know. */
export function courierTrackingUrl(courier: string, docketNumber: string): string | null {
  const page =
    COURIER_PAGES[
      courier
        .trim()
        .toLowerCase()
        .replace(/[^a-z]/g, '')
    ];
  return page ? page.replace('{docket}', encodeURIComponent(docketNumber)) : null;
}
