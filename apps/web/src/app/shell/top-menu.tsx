import type { MenuEntry } from '@backoffice/domain/access';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The top menu of the domain's menuFor: links for single items, dropdowns for groups. */
export function TopMenu({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <Group component="nav" aria-label="Main menu" gap={4} wrap="wrap">
      {entries.map((entry) =>
        'items' in entry ? (
          <Menu key={entry.label} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                size="compact-sm"
                rightSection={<IconChevronDown size={14} />}
              >
                {entry.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.items.map((item) => (
                <Menu.Item key={`${item.label}-${item.to}`} component={Link} to={item.to}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button
            key={entry.label}
            component={Link}
            to={entry.to}
            variant="subtle"
            size="compact-sm"
          >
            {entry.label}
          </Button>
        ),
      )}
    </Group>
  );
}
