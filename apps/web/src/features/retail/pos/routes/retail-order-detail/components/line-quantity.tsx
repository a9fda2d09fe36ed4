import { POS_MESSAGES, type PosCartLine } from '@backoffice/domain/retail/pos';
import { Select } from '@mantine/core';
import { useConfirm } from '@/components/ui';
import { useChangeQuantity } from '@/features/retail/pos/api/change-quantity';
import type { TillOrder } from '../till-context';
import { QUANTITY_OPTIONS } from './quantity-options';

/** A line's quantity, 1 to 100; a change asks 'Are you sure want to change the quantity?'. */
export function LineQuantity({ till, line }: { till: TillOrder; line: PosCartLine }) {
  const confirm = useConfirm();
  const change = useChangeQuantity(till.orderRandomId);
  const pick = async (value: string | null) => {
    const quantity = Number(value);
    if (!value || quantity === line.item_quantity) return;
    if (!(await confirm(POS_MESSAGES.quantityConfirm))) return;
    change.mutate({
      order_random_id: till.orderRandomId,
      version: till.version,
      temp_cart_id: line.id,
      item_quantity: quantity,
    });
  };
  return (
    <Select
      aria-label={`Quantity of ${line.item_sku}`}
      data={QUANTITY_OPTIONS}
      value={String(line.item_quantity)}
      onChange={(value) => void pick(value)}
      disabled={till.readOnly || change.isPending}
      allowDeselect={false}
      size="xs"
      w={72}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
