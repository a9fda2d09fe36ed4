import { useEffect } from 'react';
import { usePopup } from '@/components/ui';
import { openOrderAction, type OrderActionContext, type OrderPageAction } from '@/lib/order-page';
import type { ApiCall, ApiReply } from './mock-api';
import { anOrder } from './order-fixtures';
import { renderAsApp } from './render-as-app';
import { signedInWith } from './signed-in';

function Opener({ action, context }: { action: OrderPageAction; context: OrderActionContext }) {
  const popup = usePopup();
  useEffect(() => openOrderAction(popup, action, context), [popup, action, context]);
  return null;
}

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

/**
 * Test helper: signs a CET in, answers the given calls, and opens an action in the popup host
 * as the order page does. Returns the calls made and a user-event session.
 */
export function openAction(
  action: OrderPageAction | undefined,
  handlers: Record<string, Handler>,
  context: OrderActionContext = { order: anOrder() },
) {
  if (!action) throw new Error('No such action');
  const { calls } = signedInWith('CET', handlers);
  const view = renderAsApp(<Opener action={action} context={context} />, '/ORDERK7Q2M9XA');
  return { calls, ...view };
}
