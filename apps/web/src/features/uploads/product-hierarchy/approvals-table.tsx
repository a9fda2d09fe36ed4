import type { HierarchyApproval } from '@backoffice/domain/uploads';
import { Badge, Button } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';

const level = (value: string | null) => value ?? '';

function columns(
  onApprove: (approval: HierarchyApproval) => void,
  approving: boolean,
): DataTableColumn<HierarchyApproval>[] {
  const data = (id: keyof HierarchyApproval['product_hierarchy_data'], header: string) => ({
    id,
    header,
    text: (a: HierarchyApproval) => level(a.product_hierarchy_data[id]),
    minWidth: 110,
  });
  return [
    { id: 'sku', header: 'SKU', text: (a) => a.sku, minWidth: 150 },
    { id: 'item', header: 'Item', text: (a) => a.item_name, minWidth: 180, grow: 2 },
    data('master_category', 'Master Category'),
    data('product_category', 'Category'),
    data('product_sub_category', 'Sub Category'),
    data('new_product_type', 'Product Type'),
    data('product_material', 'Material'),
    data('product_model', 'Model'),
    data('product_series', 'Series'),
    {
      id: 'status',
      header: 'Status',
      text: (a) => a.approval_status,
      render: (a) => (
        <Badge color={a.approval_status === 'APPROVED' ? 'green' : 'yellow'} variant="light">
          {a.approval_status}
        </Badge>
      ),
      minWidth: 110,
      grow: 0,
    },
    {
      id: 'approve',
      header: 'Approve',
      text: () => '',
      // An approved row has nothing left to approve (002 section 4).
      render: (a) =>
        a.approval_status === 'APPROVED' ? null : (
          <Button size="compact-xs" disabled={approving} onClick={() => onApprove(a)}>
            Approve
          </Button>
        ),
      minWidth: 100,
      grow: 0,
      hideable: false,
    },
  ];
}

export interface ApprovalsTableProps {
  approvals: readonly HierarchyApproval[];
  onApprove: (approval: HierarchyApproval) => void;
  approving: boolean;
}

/** The rows of a request: the item, the hierarchy it asks for, its status and Approve. */
export function ApprovalsTable({ approvals, onApprove, approving }: ApprovalsTableProps) {
  return (
    <DataTable
      label="Product hierarchy approvals"
      tableId="uploads.product-hierarchy"
      columns={columns(onApprove, approving)}
      rows={approvals}
      rowId={(a) => String(a.approval_id)}
      emptyText="No approval requests are pending"
    />
  );
}
