import { POS_MESSAGES, type PosCartLine } from '@backoffice/domain/retail/pos';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useConfirm } from '@/components/ui';
import { useUncheckInstantPickup } from '@/features/retail/pos/api/uncheck-instant-pickup';
import type { TillOrder } from '../till-context';

/**
 * Instant pickup of a line with its batch numbers; unticking asks first and, once the server
 * agrees, the line is delivered instead and its batches are cleared (002 section 4).
 */
export function LineInstantPickup({ till, line }: { till: TillOrder; line: PosCartLine }) {
  const confirm = useConfirm();
  const uncheck = useUncheckInstantPickup(till.orderRandomId);
  if (line.is_instant_invoice !== 1) return <Text size="sm">No</Text>;
  const untick = async () => {
    if (!(await confirm(POS_MESSAGES.instantPickupUncheckConfirm))) return;
    uncheck.mutate({
      order_random_id: till.orderRandomId,
      version: till.version,
      temp_cart_id: line.id,
      instant_pickup: false,
    });
  };
  return (
    <Stack gap={0}>
      <Checkbox
        size="xs"
        aria-label={`Instant Pickup of ${line.item_sku}`}
        checked
        disabled={till.readOnly || uncheck.isPending}
        onChange={() => void untick()}
        label="Yes"
      />
      {line.batch_number && (
        <Text size="xs" c="dimmed">
          Batch {line.batch_number.split(',').join(', ')}
        </Text>
      )}
    </Stack>
  );
}
