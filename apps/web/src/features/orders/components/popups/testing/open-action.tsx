import { useEffect } from 'react';
import { usePopup } from '../../../../../components/ui';
import type { ApiCall, ApiReply } from '../../../../../lib/testing/mock-api';
import { anOrder } from '../../../testing/order-fixtures';
import { renderAsApp } from '../../../testing/render-as-app';
import { signedInWith } from '../../../testing/signed-in';
import type { OrderActionContext, OrderPageAction } from '../order-action';

function Opener({ action, context }: { action: OrderPageAction; context: OrderActionContext }) {
  const popup = usePopup();
  useEffect(
    () => popup.open((close) => action.render(context, close), { title: action.title }),
    [popup, action, context],
  );
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
