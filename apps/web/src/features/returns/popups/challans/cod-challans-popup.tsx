import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import {
  CHALLAN_MESSAGES,
  type ChallanListResponse,
  type CodSheetRow,
} from '@backoffice/domain/returns';
import { Anchor, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { QueryView, type DataTableColumn } from '@/components/ui';
import { useChallans, useCodSheetRows } from '@/features/returns/api/cod-challans';
import { amountColumn, RecordsTable } from '@/features/returns/components/records-table';
import { formatCount, formatDate, formatRupees } from '@/lib/format';
import { ChallanUploadForm } from './challan-upload-form';

/** The empty text of a cart the courier has remitted no COD for yet (designed). */
const NO_SHEET_ROWS = 'No COD sheet rows for this cart yet';

type Challan = ChallanListResponse['results'][number];

const COLUMNS: readonly DataTableColumn<Challan>[] = [
  { id: 'id', header: 'Challan', text: (row) => String(row.challan_id), minWidth: 70, grow: 0 },
  amountColumn(),
  {
    id: 'deposited',
    header: 'Deposited',
    text: (row) => formatDate(row.deposited_date),
    minWidth: 100,
    grow: 0,
  },
  { id: 'by', header: 'Uploaded By', text: (row) => row.upload_by, minWidth: 120, grow: 1 },
  {
    id: 'attachments',
    header: 'Images',
    text: (row) => `${row.attachments.length}`,
    render: (row) => (
      <Group gap={6}>
        {row.attachments.map((address, i) => (
          <Anchor key={address} href={address} target="_blank" rel="noopener" size="sm">
            {`Image ${i + 1}`}
          </Anchor>
        ))}
      </Group>
    ),
    minWidth: 160,
    grow: 1,
  },
];

const rowLabel = (row: CodSheetRow) =>
  `${row.reference} · ${formatRupees(row.amount)} · ${formatDate(row.collected_on)} (${formatCount(row.challans, 'challan')})`;

interface CodChallansPopupProps {
  order: OrderDetails;
  cart: OrderCart;
}

/**
 * The COD challan upload and view popup (001), on a COD cart: the cart's COD sheet rows (the
 * cash the courier collected and remitted, the `cod_sheet_id` of the challan calls), the chosen
 * row's challans with their images, and the upload of a new one.
 */
export function CodChallansPopup({ order, cart }: CodChallansPopupProps) {
  const rows = useCodSheetRows(cart.cart_pid);
  return (
    <QueryView query={rows} isEmpty={(data) => data.results.length === 0} emptyText={NO_SHEET_ROWS}>
      {(data) => <SheetRowChallans order={order} cart={cart} rows={data.results} />}
    </QueryView>
  );
}

function SheetRowChallans({ order, cart, rows }: CodChallansPopupProps & { rows: CodSheetRow[] }) {
  const [chosen, setChosen] = useState<string | null>(String(rows[0]?.cod_sheet_id ?? ''));
  const sheetId = Number(chosen);
  const challans = useChallans(cart.cart_pid, sheetId);
  return (
    <Stack gap="sm">
      <Select
        label="COD Sheet Row"
        allowDeselect={false}
        value={chosen}
        onChange={setChosen}
        data={rows.map((row) => ({ value: String(row.cod_sheet_id), label: rowLabel(row) }))}
      />
      <RecordsTable
        query={challans}
        label="Challans"
        tableId="returns.cod-challans"
        columns={COLUMNS}
        rowId={(row) => String(row.challan_id)}
        emptyText={CHALLAN_MESSAGES.noChallans}
      />
      <ChallanUploadForm key={sheetId} codSheetId={sheetId} orderRandomId={order.order_random_id} />
    </Stack>
  );
}
