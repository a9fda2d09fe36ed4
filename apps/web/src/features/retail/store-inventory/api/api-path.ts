import { API_BASE } from '@/lib/api/api-client';

/** A domain path (under /api) as the api client takes it. */
export const apiPath = (path: string): string =>
  path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
