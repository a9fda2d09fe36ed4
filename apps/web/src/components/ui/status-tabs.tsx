import { Badge, Tabs, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';

/** A status of a list: its address slug, its label and, where the domain gives one, its colour. */
export interface StatusTab {
  slug: string;
  label: string;
  color?: MantineColor;
}

export interface StatusTabsProps {
  /** What the tabs are, for a screen reader, e.g. "Return statuses". */
  label: string;
  tabs: readonly StatusTab[];
  /** Rows per status slug; undefined while the counts load. */
  counts: Readonly<Record<string, number>> | undefined;
  selected: string;
  onSelect: (slug: string) => void;
  /** The selected status's list: the panel its tab controls. */
  children: ReactNode;
}

/**
 * A list's statuses as tabs, each with its count, over the selected status's list. A tab is
 * named by what it shows ("Hold 3"), and the selected one controls the panel of the list.
 */
export function StatusTabs({ label, tabs, counts, selected, onSelect, children }: StatusTabsProps) {
  return (
    <Tabs value={selected} onChange={(slug) => slug !== null && onSelect(slug)}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => {
          const count = counts?.[tab.slug];
          return (
            // The count sits in the label after a space, so the tab is named "Hold 3" in
            // every browser, as it reads.
            <Tabs.Tab key={tab.slug} value={tab.slug}>
              {tab.label}{' '}
              {count !== undefined && (
                <Badge
                  size="sm"
                  color={tab.color}
                  variant={tab.slug === selected ? 'filled' : 'light'}
                  circle={count < 10}
                >
                  {formatNumber(count)}
                </Badge>
              )}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={selected} pt="md">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
