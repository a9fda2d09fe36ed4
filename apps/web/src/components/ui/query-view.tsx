import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Whether the answer has nothing to show. */
  isEmpty: (data: T) => boolean;
  /** The popup's empty text, e.g. "Credit History Not Found!". */
  emptyText: string;
  children: (data: T) => ReactNode;
}

/** The loading, error (with Retry) and empty states of a popup's read call, else its content. */
export function QueryView<T>({ query, isEmpty, emptyText, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return <EmptyState text={emptyText} />;
  return children(query.data);
}
