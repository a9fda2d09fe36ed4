import { RETURN_OPERATION_PATHS, RETURN_REQUEST_PATHS } from '@backoffice/domain/returns';
import { API_BASE } from '@/lib/api/api-client';

type RequestPath = keyof typeof RETURN_REQUEST_PATHS;
type OperationPath = keyof typeof RETURN_OPERATION_PATHS;

/** The name of a returns call in the domain's tables of paths. */
export type ReturnsPathName = RequestPath | OperationPath;

/**
 * A returns call's path as apiRequest takes it (without /api), from the domain's table of paths,
 * its `:params` filled in.
 */
export function returnsPath(
  name: ReturnsPathName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template: string =
    name in RETURN_REQUEST_PATHS
      ? RETURN_REQUEST_PATHS[name as RequestPath]
      : RETURN_OPERATION_PATHS[name as OperationPath];
  const filled = template.replace(/:([a-z_]+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
  return filled.startsWith(API_BASE) ? filled.slice(API_BASE.length) : filled;
}
