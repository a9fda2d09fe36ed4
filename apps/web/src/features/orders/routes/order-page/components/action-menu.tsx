import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { usePopup } from '../../../../../components/ui';
import type { OrderActionContext, OrderPageAction } from '../../../components/popups/order-action';
import { useOrderAccess } from '../../../components/use-order-access';

interface ActionMenuProps {
  /** The menu button's text, e.g. 'More actions'. */
  label: string;
  actions: readonly OrderPageAction[];
  context: OrderActionContext;
}

/** The actions of the order (or a cart) that the user may take and that apply, each a popup. */
export function ActionMenu({ label, actions, context }: ActionMenuProps) {
  const popup = usePopup();
  const { allows } = useOrderAccess();
  const shown = actions.filter(
    (action) => allows(action.capability) && (action.appliesTo?.(context) ?? true),
  );
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map((action) => (
          <Menu.Item
            key={action.key}
            onClick={() =>
              popup.open((close) => action.render(context, close), {
                title: action.title,
                size: action.size ?? 'lg',
              })
            }
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
