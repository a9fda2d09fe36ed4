import type { CustomerRequest } from '@backoffice/domain/returns';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { commentsOf, StepPopup } from './step-popup';

const PATH = 'POST /return-or-replacement-process/';
const STATUS_REFUSED = 'This step is not open from the request status';

const aRequest = (): CustomerRequest => ({
  id: 41,
  version: 3,
  order_random_id: 'K7Q2M9XA',
  cart_pid: 7,
  affiliate_id: 1,
  request_type: 'return',
  request_type_label: 'Return',
  kind: 'return',
  reason_id: 2,
  sub_reason_id: null,
  reason: 'Damaged: torn fabric',
  quantity: 1,
  comments: '',
  answers: {},
  files: [],
  items: [],
  status: 26,
  status_label: 'Return Approved',
  from_status: 21,
  is_open: true,
  is_cancelled: false,
  hold_sub_reason_id: null,
  hold_sub_reason: null,
  current_pickup_id: null,
  created_by: { login_id: 2, name: 'Asha' },
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});

function openStep(reply: Parameters<typeof signedInWith>[1][string]) {
  const close = vi.fn();
  const reload = vi.fn(() => Promise.resolve());
  const { calls } = signedInWith('TL', { [PATH]: reply });
  const view = renderWithQuery(
    <StepPopup
      request={aRequest()}
      orderRandomId="K7Q2M9XA"
      reload={reload}
      path="/return-or-replacement-process/"
      schema={z.object({ message: z.string().max(200) })}
      submitLabel="Process"
      body={(ref, values) => ({ ...ref, status: Number(values.choice), ...commentsOf(values) })}
      choice={{
        label: 'Next step',
        name: 'status',
        options: [
          { value: '28', label: 'Schedule Return Pickup' },
          { value: '27', label: 'Return Settled' },
        ],
      }}
      commentsRequired
      close={close}
    />,
    '/ORDERK7Q2M9XA',
  );
  const sent = () => calls.filter((c) => `${c.method} ${c.path}` === PATH).map((c) => c.body);
  return { ...view, close, reload, sent };
}

async function fillIn(user: ReturnType<typeof openStep>['user']) {
  await user.click(screen.getByRole('textbox', { name: 'Next step' }));
  await user.click(await screen.findByRole('option', { name: 'Schedule Return Pickup' }));
  await user.type(screen.getByRole('textbox', { name: 'Comments' }), '  Customer is home  ');
  await user.click(screen.getByRole('button', { name: 'Process' }));
}

describe('a step on a request', () => {
  it('asks for the choice and the comment, then sends the typed body with the version read', async () => {
    const { user, close, sent } = openStep({ body: { message: 'Processed' } });
    await user.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findAllByText('Required!')).toHaveLength(2);
    expect(sent()).toEqual([]);

    await fillIn(user);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(sent()).toEqual([
      { request_id: 41, version: 3, status: 28, comments: 'Customer is home' },
    ]);
  });

  it("shows the server's refusal of the choice under it and stays open", async () => {
    const { user, close } = openStep({
      status: 400,
      body: { code: 'VALIDATION', error: STATUS_REFUSED, fields: { status: STATUS_REFUSED } },
    });
    await fillIn(user);
    const choice = screen.getByRole('textbox', { name: 'Next step' });
    await waitFor(() => expect(choice.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(STATUS_REFUSED).length).toBeGreaterThan(0);
    expect(close).not.toHaveBeenCalled();
  });

  it('shows the stale notice on 409, keeps what was typed, and reloads the request', async () => {
    const conflict = 'The request was changed by someone else.';
    const { user, close, reload } = openStep({
      status: 409,
      body: { code: 'STALE', error: conflict },
    });
    await fillIn(user);
    expect(await screen.findByText('Changed by someone else')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveProperty(
      'value',
      '  Customer is home  ',
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
