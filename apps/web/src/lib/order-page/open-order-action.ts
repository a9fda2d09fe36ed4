import type { PopupApi } from '@/components/ui';
import type { OrderActionContext, OrderPageAction } from './order-page-action';

/**
 * Opens an action's popup once its code is loaded (at once when it already is), so that it shows
 * whole. Should loading fail, it opens anyway and the popup's own load reports the failure.
 */
export function openOrderAction(
  popup: PopupApi,
  action: OrderPageAction,
  context: OrderActionContext,
): void {
  const open = () =>
    popup.open((close) => action.render(context, close), {
      title: action.title,
      size: action.size ?? 'lg',
    });
  const loading = action.preload?.();
  if (loading) void loading.then(open, open);
  else open();
}
