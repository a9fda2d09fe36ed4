import type { DistributorRow } from '@backoffice/domain/distribution';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { DistributorActions } from './use-distributor-actions';

/** A distributor row's Actions menu. */
export function DistributorActionsMenu({
  d,
  actions,
}: {
  d: DistributorRow;
  actions: DistributorActions;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="light"
          rightSection={<IconChevronDown size={12} />}
          aria-label={`Actions for ${d.distributor_code}`}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.details(d)}>Details</Menu.Item>
        <Menu.Item onClick={() => actions.edit(d)}>Edit</Menu.Item>
        <Menu.Item onClick={() => actions.creditLog(d)}>Credit History</Menu.Item>
        <Menu.Item onClick={() => actions.addCredit(d)}>Add Credit</Menu.Item>
        {!d.is_noc_obtained && <Menu.Item onClick={() => actions.verify(d)}>Verify GST</Menu.Item>}
        <Menu.Item onClick={() => actions.toggleCod(d)}>
          {d.is_cod_enabled ? 'Disable Dealer COD' : 'Enable Dealer COD'}
        </Menu.Item>
        {actions.setsStatus && (
          <Menu.Item color={d.active ? 'red' : 'green'} onClick={() => actions.toggleStatus(d)}>
            {d.active ? 'Disable' : 'Activate'}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
