import type { ConsoleRoute } from '@backoffice/domain/access';
import { Navigate } from 'react-router';
import { NotAvailable } from '../../components/ui';
import { BUILT_SCREENS } from './built-screens';
import { RequireAccess } from './require-access';

/** What one route of the table shows: its screen or redirect, behind its guard. */
export function RouteElement({ route }: { route: ConsoleRoute }) {
  const Screen = BUILT_SCREENS[route.path];
  const content = route.redirectTo ? (
    <Navigate to={route.redirectTo} replace />
  ) : Screen ? (
    <Screen />
  ) : (
    <NotAvailable title={route.title} />
  );
  if (route.capability === 'public') return content;
  return <RequireAccess capability={route.capability}>{content}</RequireAccess>;
}
