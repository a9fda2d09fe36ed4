import { ADDRESS_EDIT, type PosUserAddress } from '@backoffice/domain/retail/pos';
import { Badge, Button, Group, Paper, Title } from '@mantine/core';
import { DataTable, useConfirm, usePopup, type DataTableColumn } from '@/components/ui';
import { useAddressAction } from '@/features/retail/pos/api/address-action';
import { useDeleteAddress } from '@/features/retail/pos/api/delete-address';
import type { TillOrder } from '../till-context';
import { AddressCards } from './address-cards';
import { AddressFormPopup } from './address-form-popup';

const addressText = (a: PosUserAddress) => {
  const s = a.shipping_address_details;
  return [s.address, s.landmark, s.city, s.state, s.pincode].filter(Boolean).join(', ');
};

/**
 * The customer's addresses (002 sections 3 and 4): select one for the order (address_edit 4),
 * edit or delete it, or add one with the shared address form; the chosen address's shipping and
 * billing cards below. A placed order shows them without the actions.
 */
export function AddressPanel({ till }: { till: TillOrder }) {
  const popup = usePopup();
  const confirm = useConfirm();
  const select = useAddressAction(till.orderRandomId);
  const remove = useDeleteAddress(till.orderRandomId);
  const addresses = till.answer.user_addresses;
  const open = (saved: PosUserAddress | null) =>
    popup.open((close) => <AddressFormPopup till={till} saved={saved} close={close} />, {
      title: saved ? 'Edit Address' : 'Add Address',
      size: 'lg',
    });
  const idOf = (a: PosUserAddress) => a.shipping_address_details.address_id;
  const ask = async (a: PosUserAddress) => {
    if (!(await confirm(`Delete the address ${addressText(a)}?`))) return;
    remove.mutate({
      order_random_id: till.orderRandomId,
      version: till.version,
      address_id: idOf(a),
    });
  };

  const columns: DataTableColumn<PosUserAddress>[] = [
    {
      id: 'selected',
      header: 'Selected',
      text: (a) => (a.is_selected ? 'Selected' : ''),
      render: (a) => (a.is_selected ? <Badge color="green">Selected</Badge> : null),
      minWidth: 90,
      grow: 0,
    },
    {
      id: 'name',
      header: 'Name',
      text: (a) =>
        `${a.shipping_address_details.firstname} ${a.shipping_address_details.lastname}`.trim(),
      minWidth: 130,
    },
    {
      id: 'mobile',
      header: 'Mobile',
      text: (a) => a.shipping_address_details.mobile_number,
      minWidth: 110,
    },
    { id: 'address', header: 'Address', text: addressText, minWidth: 220, grow: 3, wrap: true },
  ];
  if (!till.readOnly) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      text: () => 'Use, Edit, Delete',
      render: (a) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            disabled={a.is_selected}
            aria-label={`Use address ${idOf(a)}`}
            onClick={() =>
              select.mutate({
                order_random_id: till.orderRandomId,
                version: till.version,
                address_edit: ADDRESS_EDIT.select,
                address_id: idOf(a),
              })
            }
          >
            Use
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`Edit address ${idOf(a)}`}
            onClick={() => open(a)}
          >
            Edit
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Delete address ${idOf(a)}`}
            onClick={() => void ask(a)}
          >
            Delete
          </Button>
        </Group>
      ),
      minWidth: 180,
      grow: 0,
      hideable: false,
    });
  }
  const selected = addresses.find((a) => a.is_selected) ?? null;

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Addresses
        </Title>
        {!till.readOnly && (
          <Button size="xs" variant="light" onClick={() => open(null)}>
            Add Address
          </Button>
        )}
      </Group>
      {!till.readOnly && (
        <DataTable
          label="Addresses"
          tableId="retail.pos.addresses"
          columns={columns}
          rows={addresses}
          rowId={(a) => String(idOf(a))}
          density="comfortable"
          emptyText="No saved address: add one."
          columnChooser={false}
        />
      )}
      <AddressCards selected={selected} />
    </Paper>
  );
}
