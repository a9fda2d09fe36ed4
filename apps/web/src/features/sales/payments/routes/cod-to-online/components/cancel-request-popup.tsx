import type { CodToOnlineRow } from '@backoffice/domain/sales/payments';
import { CancelLinkForm } from '@/features/sales/components/payments';
import { useCodToOnlineWrites } from '@/features/sales/payments/api/cod-to-online-writes';

/** Cancels a COD-to-online request and its link: a reason, then a confirmation. */
export function CancelRequestPopup({ row, close }: { row: CodToOnlineRow; close: () => void }) {
  const { cancel } = useCodToOnlineWrites();
  return (
    <CancelLinkForm
      subject={`COD to online request #${row.cto_id} of order ${row.order_random_id}`}
      pending={cancel.isPending}
      onBack={close}
      onConfirm={(comments) =>
        cancel.mutate({ cto_id: row.cto_id, version: row.version, comments }, { onSettled: close })
      }
    />
  );
}
