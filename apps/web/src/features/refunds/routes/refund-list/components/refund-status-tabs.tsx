import {
  REFUND_STATUS_COLOURS,
  refundStatusesFor,
  type RefundPlatformKind,
} from '@backoffice/domain/refunds';
import { Badge, Tabs } from '@mantine/core';
import { formatNumber } from '@/lib/format';

interface RefundStatusTabsProps {
  platform: RefundPlatformKind;
  /** Refunds per status slug under the list's filter; undefined while they load. */
  counts: Readonly<Record<string, number>> | undefined;
  selected: string;
  onSelect: (slug: string) => void;
}

/**
 * One tab per refund status of the platform, in the spec's order (Refund Processing on the
 * {product} platform only), each with its count in the status's colour.
 */
export function RefundStatusTabs({ platform, counts, selected, onSelect }: RefundStatusTabsProps) {
  return (
    <Tabs value={selected} onChange={(slug) => slug !== null && onSelect(slug)}>
      <Tabs.List aria-label="Refund statuses">
        {refundStatusesFor(platform).map((status) => {
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
                    color={REFUND_STATUS_COLOURS[status.id]}
                    variant={status.slug === selected ? 'filled' : 'light'}
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
