import { indiaDay } from '../../core/dates/india-day';
import type { PromiseArea } from '../../sales/place-order/delivery-promise';
import { type DeliveryTypeId } from './constants';
import { fastestDeliveryOption } from './delivery-modes';

/**
 * What each faster delivery type adds to a line's standard charge, per unit, and how near the
 * pincode must be (its EDD days) for it: EXPRESS (qd, 90 minutes) and same day from the store's
 * own area, next day from a 2-day area; standard everywhere served. Out of the delivery area only
 * standard goes (docs/retail.md "Delivery types").
 */
export const DELIVERY_TYPE_TERMS: Record<
  DeliveryTypeId,
  { surchargePaise: number; maxEddDays: number }
> = {
  1: { surchargePaise: 75_000, maxEddDays: 1 },
  2: { surchargePaise: 40_000, maxEddDays: 1 },
  3: { surchargePaise: 20_000, maxEddDays: 2 },
  4: { surchargePaise: 0, maxEddDays: Number.POSITIVE_INFINITY },
};

/** One delivery type a line can take, paise, with its promised day (YYYY-MM-DD). */
export interface DocketModeOption {
  delivery_type_id: DeliveryTypeId;
  delivery_charges_paise: number;
  promised_date: string;
}

/** A line's docket data (002 section 3), paise. */
export interface LineDocket {
  available_modes: DocketModeOption[];
  fastest_delivery_option: DeliveryTypeId | null;
  cod_delivery_possible: boolean;
  cod_currently_serviceable: boolean;
  online_delivery_possible: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The delivery types of a line to a pincode: the standard charge (the promise engine's, ODA
 * included) plus each faster type's surcharge per unit, where the pincode is near enough.
 */
export function lineDocket(
  area: PromiseArea,
  line: { item_quantity: number; standard_charges_paise: number; standard_edd: string | null },
  now: Date,
): LineDocket {
  const cod = area.serviceable && area.cod_available && !area.oda;
  if (!area.serviceable) {
    return {
      available_modes: [],
      fastest_delivery_option: null,
      cod_delivery_possible: false,
      cod_currently_serviceable: false,
      online_delivery_possible: false,
    };
  }
  const promised: Record<DeliveryTypeId, string> = {
    1: indiaDay(now),
    2: indiaDay(now),
    3: indiaDay(new Date(now.getTime() + DAY_MS)),
    4: line.standard_edd ?? indiaDay(new Date(now.getTime() + area.edd_days * DAY_MS)),
  };
  const modes = ([1, 2, 3, 4] as const)
    .filter((id) => id === 4 || (!area.oda && area.edd_days <= DELIVERY_TYPE_TERMS[id].maxEddDays))
    .map((id) => ({
      delivery_type_id: id,
      delivery_charges_paise:
        line.standard_charges_paise + DELIVERY_TYPE_TERMS[id].surchargePaise * line.item_quantity,
      promised_date: promised[id],
    }));
  return {
    available_modes: modes,
    fastest_delivery_option: fastestDeliveryOption(modes)?.delivery_type_id ?? null,
    cod_delivery_possible: cod,
    cod_currently_serviceable: cod,
    online_delivery_possible: true,
  };
}

/** A line without a delivery address yet (or an instant pickup): nothing to promise, nothing barred. */
export const UNADDRESSED_DOCKET: LineDocket = {
  available_modes: [],
  fastest_delivery_option: null,
  cod_delivery_possible: true,
  cod_currently_serviceable: true,
  online_delivery_possible: true,
};
