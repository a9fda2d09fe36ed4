import { MAX_LINE_QUANTITY } from '@backoffice/domain/sales/coupons';
import { ActionIcon, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatPaise } from '@/lib/format';
import { lineProblem, pricedLine, type DraftLine } from '../quotation-draft';

interface LineActions {
  change: (sku: string, change: Partial<DraftLine>) => void;
  remove: (sku: string) => void;
  discountLimitBp: number;
}

const columnsFor = ({
  change,
  remove,
  discountLimitBp,
}: LineActions): readonly DataTableColumn<DraftLine>[] => [
  {
    id: 'item',
    header: 'Item',
    text: (l) => `${l.item_name} · ${l.item_sku}`,
    render: (l) => (
      <Stack gap={0}>
        <Text span inherit>
          {l.item_name}
        </Text>
        <Text span size="xs" c="dimmed">
          {l.item_sku}
        </Text>
      </Stack>
    ),
    minWidth: 200,
    grow: 3,
    wrap: true,
  },
  {
    id: 'price',
    header: 'Unit price',
    text: (l) => formatPaise(l.unit_price_paise),
    minWidth: 116,
    grow: 0,
    align: 'end',
  },
  {
    id: 'quantity',
    header: 'Quantity',
    text: (l) => String(l.item_quantity),
    render: (l) => (
      <NumberInput
        size="xs"
        aria-label={`Quantity of ${l.item_sku}`}
        value={l.item_quantity}
        min={1}
        max={MAX_LINE_QUANTITY}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        // Empty while retyping: the line's problem says so until a quantity is in.
        onChange={(value) => change(l.item_sku, { item_quantity: Number(value) || 0 })}
        w={96}
      />
    ),
    minWidth: 112,
    grow: 0,
    hideable: false,
  },
  {
    id: 'discount',
    header: 'Discount %',
    text: (l) => l.discount,
    render: (l) => {
      const problem = lineProblem(l, discountLimitBp);
      return (
        <TextInput
          size="xs"
          aria-label={`Discount of ${l.item_sku}`}
          placeholder="0"
          value={l.discount}
          maxLength={4}
          inputMode="decimal"
          onChange={(event) => change(l.item_sku, { discount: event.currentTarget.value })}
          error={problem}
          w={150}
        />
      );
    },
    minWidth: 166,
    grow: 0,
    wrap: true,
    hideable: false,
  },
  {
    id: 'quoted',
    header: 'Quoted price',
    text: (l) => formatPaise(pricedLine(l).quoted_unit_price_paise),
    minWidth: 140,
    grow: 0,
    align: 'end',
  },
  {
    id: 'net',
    header: 'Net amount',
    text: (l) => formatPaise(pricedLine(l).net_paise),
    minWidth: 120,
    grow: 0,
    align: 'end',
  },
  {
    id: 'remove',
    header: 'Remove',
    text: () => '',
    render: (l) => (
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={`Remove ${l.item_sku}`}
        onClick={() => remove(l.item_sku)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    ),
    minWidth: 84,
    grow: 0,
    hideable: false,
  },
];

interface QuotationLinesProps {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** The caller's discount limit, basis points (the domain's rule for the role). */
  discountLimitBp: number;
}

/**
 * The quotation's products: quantity and discount typed per line, each checked by the domain's
 * rules (quantity, the discount's form, the role's limit), with the quoted unit price and the
 * line's amount after the discount.
 */
export function QuotationLines({ lines, onChange, discountLimitBp }: QuotationLinesProps) {
  const columns = columnsFor({
    change: (sku, change) =>
      onChange(lines.map((l) => (l.item_sku === sku ? { ...l, ...change } : l))),
    remove: (sku) => onChange(lines.filter((l) => l.item_sku !== sku)),
    discountLimitBp,
  });
  return (
    <DataTable
      label="Quotation lines"
      tableId="quotations.lines"
      columns={columns}
      rows={lines}
      rowId={(l) => l.item_sku}
      density="comfortable"
      emptyText="No products added yet."
      columnChooser={false}
      placement="popup"
    />
  );
}
