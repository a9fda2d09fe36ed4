import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import type { CartRequest } from '@backoffice/domain/returns';
import type { ReactNode } from 'react';
import { StepPopup, type StepPopupProps } from './step-popup';
import { WithOpenRequest } from './with-open-request';

/** What every popup of a step on a cart's open request is given. */
export interface RequestStepPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/** A step's own settings: the call, its answer, the button, the choice; the rest is the frame's. */
export type StepSettings<TBody, TAnswer extends { message: string }> = Omit<
  StepPopupProps<TBody, TAnswer>,
  'request' | 'orderRandomId' | 'reload' | 'close' | 'children'
>;

interface OpenRequestStepProps<
  TBody,
  TAnswer extends { message: string },
> extends RequestStepPopupProps {
  /** The step's settings, or how they follow from the open request (its status, its hold). */
  step: StepSettings<TBody, TAnswer> | ((request: CartRequest) => StepSettings<TBody, TAnswer>);
  /** The step's own fields, above the choice and the comment. */
  children?: ReactNode;
}

/**
 * The frame of every step popup on a cart's open request: loads the request and shows the step's
 * form on it, naming the order for the write and reading the request again after a stale write.
 */
export function OpenRequestStep<TBody, TAnswer extends { message: string }>({
  order,
  cart,
  close,
  step,
  children,
}: OpenRequestStepProps<TBody, TAnswer>) {
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          {...(typeof step === 'function' ? step(request) : step)}
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          close={close}
        >
          {children}
        </StepPopup>
      )}
    </WithOpenRequest>
  );
}
