import {
  deliveryTypeName,
  FASTEST_DELIVERY_MODE,
  type PosCartLine,
} from '@backoffice/domain/retail/pos';
import { Select } from '@mantine/core';
import { useChangeDeliveryMode } from '@/features/retail/pos/api/change-delivery-mode';
import { formatDate, formatRupees } from '@/lib/format';
import type { TillOrder } from '../till-context';

/**
 * A line's delivery type: the modes its docket offers (qd EXPRESS 90 minutes, sdd, ndd, sd) with
 * their charges and first promised date, or Fastest (99). The order reloads about 500 ms later.
 */
export function LineDeliveryMode({ till, line }: { till: TillOrder; line: PosCartLine }) {
  const change = useChangeDeliveryMode(till.orderRandomId);
  const modes = line.docket_data.available_modes;
  const fastest = modes.find(
    (m) => m.delivery_type_id === line.docket_data.fastest_delivery_option,
  );
  const options = [
    ...(fastest
      ? [
          {
            value: String(FASTEST_DELIVERY_MODE),
            label: `Fastest (${deliveryTypeName(fastest.delivery_type_id)})`,
          },
        ]
      : []),
    ...modes.map((m) => ({
      value: String(m.delivery_type_id),
      label: `${deliveryTypeName(m.delivery_type_id)} · ${formatRupees(m.delivery_charges)}${
        m.promised_dates[0] ? ` · ${formatDate(m.promised_dates[0])}` : ''
      }`,
    })),
  ];
  const pick = (value: string | null) => {
    const mode = Number(value);
    if (!value || mode === line.delivery_mode) return;
    const chosen =
      mode === FASTEST_DELIVERY_MODE ? fastest : modes.find((m) => m.delivery_type_id === mode);
    change.mutate({
      order_random_id: till.orderRandomId,
      version: till.version,
      temp_cart_id: line.id,
      delivery_mode: mode,
      delivery_charges: chosen?.delivery_charges ?? 0,
    });
  };
  if (line.is_instant_invoice === 1) return <>Instant Pickup</>;
  return (
    <Select
      aria-label={`Delivery of ${line.item_sku}`}
      data={options}
      value={String(line.delivery_mode)}
      onChange={pick}
      disabled={till.readOnly || change.isPending || options.length === 0}
      placeholder="No delivery option"
      allowDeselect={false}
      size="xs"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
