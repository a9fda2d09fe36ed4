import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { VIRTUAL_FROM_ROWS } from './density';

export interface VirtualRows {
  /** Whether only the rows near the view are rendered. */
  virtual: boolean;
  /** Indexes of the rows to render, in order. */
  indexes: readonly number[];
  /** Space above and below the rendered rows, in px, standing in for the others. */
  paddingTop: number;
  paddingBottom: number;
  /** Scrolls the page so that a row is rendered and in view. */
  scrollToIndex: (index: number) => void;
}

/**
 * The rows of a long table rendered as the page scrolls (more than VIRTUAL_FROM_ROWS rows), each
 * `rowHeight` tall: the window scrolls, so the header stays sticky under the console's header.
 * Shorter tables, and tables that may not be virtual (`allowed` false), render every row.
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  bodyRef: RefObject<HTMLElement | null>,
  allowed: boolean,
): VirtualRows {
  const virtual = allowed && count > VIRTUAL_FROM_ROWS;
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (virtual && body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
  }, [virtual, bodyRef]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
    enabled: virtual,
  });
  if (!virtual) {
    return {
      virtual,
      indexes: Array.from({ length: count }, (_, index) => index),
      paddingTop: 0,
      paddingBottom: 0,
      scrollToIndex: () => undefined,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    virtual,
    indexes: items.map((item) => item.index),
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  };
}
