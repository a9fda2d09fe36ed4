import type { OrderStatus } from '@backoffice/domain/orders';
import { Badge, Tabs } from '@mantine/core';
import { formatNumber } from '@/lib/format';

interface ListTabsProps {
  /** The user's tabs of the team list, in the role's order. */
  tabs: readonly OrderStatus[];
  /** Carts per status slug; undefined while the counts load. */
  counts: Readonly<Record<string, number>> | undefined;
  selected: string;
  onSelect: (slug: string) => void;
}

/** One tab per status of the team list, each with its count; the selected one is the address's. */
export function ListTabs({ tabs, counts, selected, onSelect }: ListTabsProps) {
  return (
    <Tabs value={selected} onChange={(slug) => slug !== null && onSelect(slug)}>
      <Tabs.List aria-label="Order statuses">
        {tabs.map((status) => {
          const count = counts?.[status.slug];
          return (
            <Tabs.Tab
              key={status.slug}
              value={status.slug}
              aria-label={count === undefined ? status.label : `${status.label} (${count})`}
              rightSection={
                count !== undefined && (
                  <Badge
                    size="sm"
                    variant={status.slug === selected ? 'filled' : 'light'}
                    circle={count < 10}
                  >
                    {formatNumber(count)}
                  </Badge>
                )
              }
            >
              {status.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
