import {
  type ClickToCallResponse,
  type TClickToCallRequest,
  ZClickToCallResponse,
} from '@backoffice/domain/calls/calls';
import { outgoingNumber } from '@backoffice/domain/core/validation';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { activeCall, type CallAbout } from './active-call';

/** The click-to-call body; the server checks the channel and status ids against its catalogues. */
type ClickToCallBody = Omit<TClickToCallRequest, 'aff_id' | 'status_id'> & {
  aff_id: number | null;
  status_id: number | null;
};

/** POST /api/click-to-call/: the agent's phone rings, then the customer's. */
export function clickToCall(body: ClickToCallBody): Promise<ClickToCallResponse> {
  return apiRequest('/click-to-call/', { schema: ZClickToCallResponse, method: 'POST', body });
}

export interface PlaceCall {
  /** The agent's contact number (10 digits). */
  agentNumber: string;
  /** The customer's number (10 digits). */
  customerNumber: string;
  /** The order the call is about, with the status of the cart clicked. */
  about?: CallAbout & { status_id: number | null };
}

/**
 * Places a click-to-call (numbers dialled with +91, 000 section 5) and makes it the active
 * call, which the Dialer panel follows to its disposition.
 */
export function usePlaceCall() {
  return useMutation({
    mutationFn: ({ agentNumber, customerNumber, about }: PlaceCall) =>
      clickToCall({
        agent_number: outgoingNumber(agentNumber),
        customer_number: outgoingNumber(customerNumber),
        order_id: about?.order_random_id ?? null,
        aff_id: about?.affiliate_id ?? null,
        status_id: about?.status_id ?? null,
      }),
    onSuccess: (answer, { about }) => {
      activeCall.start(answer.call, about ?? null);
      notifications.show({ color: 'blue', message: answer.message });
    },
  });
}
