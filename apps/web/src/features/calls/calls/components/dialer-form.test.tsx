import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeCall } from '@/lib/calls/active-call';
import { aCallRecord } from '@/lib/testing/call-fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { DialerForm } from './dialer-form';

const AGENT = '9845010148';

function openDialer() {
  const calls = mockApi({
    'POST /click-to-call/': {
      body: {
        success: true,
        message: 'Call placed. Your phone will ring first.',
        call: aCallRecord({ call_id: 'sandbox-1', call_state: 'initiated' }),
      },
    },
  });
  const view = renderWithQuery(<DialerForm agentNumber={AGENT} />, '/');
  const input = screen.getByRole('textbox', { name: 'Number to call' }) as HTMLInputElement;
  const callButton = screen.getByRole('button', { name: 'Call' }) as HTMLButtonElement;
  return { ...view, calls, input, callButton };
}

describe('the Dialer (000 section 5)', () => {
  it('shows +91 and the landline hint, and keeps Call disabled while empty', () => {
    const { callButton } = openDialer();
    expect(screen.getByText('+91')).toBeTruthy();
    expect(screen.getByText('For a landline, drop the leading 0 of the area code')).toBeTruthy();
    expect(callButton.disabled).toBe(true);
  });

  it.each([
    ['984501234', '984501234', false, false],
    ['9845012345', '9845012345', true, false],
    ['984501234567', '9845012345', true, false],
    ['98e45+01-23.45', '9845012345', true, false],
    ['98450 1234', '98450 1234', false, true],
    ['08023456789', '0802345678', true, false],
  ])('typing %s keeps %s: Call enabled %s, error %s', async (typed, kept, enabled, error) => {
    const { user, input, callButton } = openDialer();
    await user.type(input, typed);
    expect(input.value).toBe(kept);
    expect(callButton.disabled).toBe(!enabled);
    expect(screen.queryByText('Enter a 10 digit number') !== null).toBe(error);
  });

  it('dials the customer from the agent, both with +91', async () => {
    const { user, input, callButton, calls } = openDialer();
    await user.type(input, '7000000001');
    await user.click(callButton);
    // The placed call becomes the active call the Dialer panel follows.
    await waitFor(() => expect(activeCall.read()?.call.call_id).toBe('sandbox-1'));
    activeCall.clear();
    expect(calls.find((c) => c.path === '/click-to-call/')?.body).toEqual({
      agent_number: `+91${AGENT}`,
      customer_number: '+917000000001',
      order_id: null,
      aff_id: null,
      status_id: null,
    });
  });
});
