import { queryKeyPrefixes } from '@/lib/query-keys';

/** One page of an endpoint's upload history. */
export interface HistoryQuery {
  path: string;
  limit: number;
  offset: number;
}

/** One page of an upload's row results. */
export interface UploadRowsQuery {
  limit: number;
  offset: number;
  onlyFailures: boolean;
}

/** Query keys of the uploads area. */
export const uploadKeys = {
  all: queryKeyPrefixes.uploads,
  histories: () => [...uploadKeys.all, 'history'] as const,
  history: (query: HistoryQuery) => [...uploadKeys.histories(), query] as const,
  upload: (uploadId: string) => [...uploadKeys.all, 'upload', uploadId] as const,
  rows: (uploadId: string, query: UploadRowsQuery) =>
    [...uploadKeys.upload(uploadId), query] as const,
};
