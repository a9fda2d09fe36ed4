import { consoleRoutes } from '@backoffice/domain/access';
import { useBrand } from '@/lib/session/get-console-config';
import { useCurrentUser } from '@/lib/session/get-user-details';

/** A screen's title as the domain's route table names it, e.g. 'Universal Search'. */
export function useRouteTitle(routePath: string): string {
  const brand = useBrand();
  const { accessConfig } = useCurrentUser();
  return consoleRoutes(brand, accessConfig).find((r) => r.path === routePath)?.title ?? '';
}
