import { RETURN_TABS } from '@backoffice/domain/returns';
import { Badge, Tabs } from '@mantine/core';
import { formatNumber } from '@/lib/format';

interface ReturnTabsProps {
  /** Carts per status slug; undefined while the counts load. */
  counts: Readonly<Record<string, number>> | undefined;
  selected: string;
  onSelect: (slug: string) => void;
}

/** One tab per return status, in the spec's order, each with its count; the tabs wrap. */
export function ReturnTabs({ counts, selected, onSelect }: ReturnTabsProps) {
  return (
    <Tabs value={selected} onChange={(slug) => slug !== null && onSelect(slug)}>
      <Tabs.List aria-label="Return statuses">
        {RETURN_TABS.map((tab) => {
          const count = counts?.[tab.slug];
          return (
            <Tabs.Tab
              key={tab.slug}
              value={tab.slug}
              aria-label={count === undefined ? tab.label : `${tab.label} (${count})`}
              rightSection={
                count !== undefined && (
                  <Badge
                    size="sm"
                    variant={tab.slug === selected ? 'filled' : 'light'}
                    circle={count < 10}
                  >
                    {formatNumber(count)}
                  </Badge>
                )
              }
            >
              {tab.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
