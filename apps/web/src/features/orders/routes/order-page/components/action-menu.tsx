import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { usePopup } from '@/components/ui';
import { useCan } from '@/lib/access';
import { openOrderAction, type OrderActionContext, type OrderPageAction } from '@/lib/order-page';

interface ActionMenuProps {
  /** The menu button's text, e.g. 'More actions'. */
  label: string;
  actions: readonly OrderPageAction[];
  context: OrderActionContext;
}

/**
 * The actions of the order (or a cart) that the user may take and that apply, each a popup. The
 * areas contribute them; the menu knows only their labels, rules and popups.
 */
export function ActionMenu({ label, actions, context }: ActionMenuProps) {
  const popup = usePopup();
  const allows = useCan();
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
          <Menu.Item key={action.key} onClick={() => openOrderAction(popup, action, context)}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
