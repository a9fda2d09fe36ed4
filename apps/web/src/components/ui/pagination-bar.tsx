/** Pagination bar of the lists: "X to Y of total", Previous/Next, an optional page size and "Matched Records". */
import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';

export interface PageWindow {
  offset: number;
  limit: number;
}

export interface PageRange {
  /** 1-based number of the first row shown; 0 when there are no rows. */
  from: number;
  /** 1-based number of the last row shown. */
  to: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The rows a window shows out of `total`, and whether there is a page before and after it. */
export function pageRange({ offset, limit, total }: PageWindow & { total: number }): PageRange {
  return {
    from: total > 0 ? Math.min(offset + 1, total) : 0,
    to: Math.min(offset + limit, total),
    hasPrevious: offset > 0,
    hasNext: offset + limit < total,
  };
}

export interface PaginationBarProps extends PageWindow {
  total: number;
  /** Shown as "Matched Records: N" when given. */
  matched?: number;
  onChange: (page: PageWindow) => void;
  /** Choices of the page-size dropdown; no dropdown without them. */
  pageSizes?: readonly number[];
}

export function PaginationBar({
  offset,
  limit,
  total,
  matched,
  onChange,
  pageSizes,
}: PaginationBarProps) {
  const { from, to, hasPrevious, hasNext } = pageRange({ offset, limit, total });
  // The current limit is always a choice, even when the caller's list lacks it.
  const sizes = pageSizes && [...new Set([...pageSizes, limit])].sort((a, b) => a - b);

  return (
    <Group justify="space-between" gap="sm" py="xs">
      <Text size="sm" fw={500}>
        {matched !== undefined && `Matched Records: ${formatNumber(matched)}`}
      </Text>
      <Group gap="xs">
        {sizes && (
          <NativeSelect
            size="xs"
            aria-label="Rows per page"
            value={String(limit)}
            data={sizes.map(String)}
            onChange={(event) => onChange({ offset: 0, limit: Number(event.currentTarget.value) })}
          />
        )}
        <Text size="sm">
          {`${formatNumber(from)} to ${formatNumber(to)} of ${formatNumber(total)}`}
        </Text>
        <ActionIcon
          variant="default"
          aria-label="Previous"
          disabled={!hasPrevious}
          onClick={() => onChange({ offset: Math.max(0, offset - limit), limit })}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Next"
          disabled={!hasNext}
          onClick={() => onChange({ offset: offset + limit, limit })}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
