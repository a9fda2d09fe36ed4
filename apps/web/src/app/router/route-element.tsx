import { ORDER_PAGE_ROUTE, type ConsoleRoute } from '@backoffice/domain/access';
import { Navigate } from 'react-router';
import { NotAvailable } from '@/components/ui';
import { BUILT_SCREENS } from './built-screens';
import { OrderAddressGate } from './order-address-gate';
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
  const guarded = <RequireAccess capability={route.capability}>{content}</RequireAccess>;
  return route.path === ORDER_PAGE_ROUTE ? <OrderAddressGate>{guarded}</OrderAddressGate> : guarded;
}
