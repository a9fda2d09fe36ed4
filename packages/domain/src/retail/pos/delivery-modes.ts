import { DELIVERY_TYPES, FASTEST_DELIVERY_MODE, type DeliveryTypeId } from './constants';

/** A delivery type a line can take, with its charges (paise). */
export interface DeliveryOption {
  delivery_type_id: DeliveryTypeId;
  delivery_charges_paise: number;
}

/** The fastest of the options (qd before sdd before ndd before sd); null when none. */
export function fastestDeliveryOption(options: readonly DeliveryOption[]): DeliveryOption | null {
  return [...options].sort((x, y) => x.delivery_type_id - y.delivery_type_id)[0] ?? null;
}

/** The option a line's delivery_mode means: the type itself, or the fastest for 99. */
export function resolveDeliveryMode(
  mode: number,
  options: readonly DeliveryOption[],
): DeliveryOption | null {
  if (mode === FASTEST_DELIVERY_MODE) return fastestDeliveryOption(options);
  return options.find((option) => option.delivery_type_id === mode) ?? null;
}

/** The name the till shows for a delivery type (qd is EXPRESS, 90 minutes). */
export function deliveryTypeName(id: number): string {
  const type = DELIVERY_TYPES.find((t) => t.id === id);
  if (!type) return 'Fastest';
  return type.code === 'qd' ? `${type.name} (${type.promise})` : type.name;
}
