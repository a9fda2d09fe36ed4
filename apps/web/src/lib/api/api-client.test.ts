import { CONSOLE_HEADER_VALUE } from '@backoffice/domain/identity';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLoginStack, pushLoginRecord } from '../session/login-stack';
import { readSignIn, rememberSignIn } from '../session/sign-in-store';
import { mockApi } from '../testing/mock-api';
import { apiRequest, ApiError } from './api-client';
import { claimStaleNotice } from './stale-notice';

const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
afterEach(() => toast.mockClear());

describe('apiRequest', () => {
  it("sends the session cookie and the console's header, no token, and returns the JSON answer", async () => {
    rememberSignIn('sign-in-1');
    const calls = mockApi({ 'POST /update-user-status/': { body: { ok: true } } });
    const call = apiRequest('/update-user-status/', { method: 'POST', body: { action_type: 1 } });
    await expect(call).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({
      credentials: 'same-origin',
      consoleHeader: CONSOLE_HEADER_VALUE,
      authorization: null,
    });
  });

  it('sends a FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init: RequestInit) => {
      sent.push(init);
      return Promise.resolve(new Response('{"ok":true}', { status: 200 }));
    });
    const form = new FormData();
    form.append('attachments', new File(['a,b'], 'sheet.csv'));
    await expect(apiRequest('/upload-stock/', { method: 'POST', body: form })).resolves.toEqual({
      ok: true,
    });
    expect(sent[0]?.body).toBe(form);
    expect(new Headers(sent[0]?.headers).has('Content-Type')).toBe(false);
  });

  it('shows the server error text in a toast and throws it', async () => {
    mockApi({
      'POST /change-password/': { status: 400, body: { error: 'Passwords do not match!' } },
    });
    const call = apiRequest('/change-password/', { method: 'POST', body: {} });
    await expect(call).rejects.toEqual(new ApiError('Passwords do not match!', 400));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Passwords do not match!' }),
    );
  });

  it('suppresses the toast of a silent call', async () => {
    mockApi({ 'POST /login/': { status: 401, body: { error: 'Invalid email or password' } } });
    await expect(apiRequest('/login/', { method: 'POST', silent: true })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('leaves a stale write to the open popup that tells it, and toasts every other failure', async () => {
    const conflict = 'This record was changed by someone else. Reload and try again.';
    mockApi({
      'POST /update-order/': { status: 409, body: { code: 'STALE', error: conflict } },
      'POST /urgent-delivery/': { status: 400, body: { error: 'Comment is Required!' } },
    });
    const release = claimStaleNotice();
    await expect(apiRequest('/update-order/', { method: 'POST', body: {} })).rejects.toThrow(
      conflict,
    );
    expect(toast).not.toHaveBeenCalled();
    await expect(apiRequest('/urgent-delivery/', { method: 'POST', body: {} })).rejects.toThrow(
      'Comment is Required!',
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Comment is Required!' }),
    );

    toast.mockClear();
    release();
    await expect(apiRequest('/update-order/', { method: 'POST', body: {} })).rejects.toThrow(
      conflict,
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: conflict }));
  });

  it('ends the session when the token expired', async () => {
    rememberSignIn('sign-in-1');
    pushLoginRecord({ id: 7, username: 'asha@example.com', role: 'cet', timestamp: 'now' });
    const expired = { error: 'Token is expired or invalid', detail: 'Token is expired or invalid' };
    mockApi({ 'GET /activity/': { status: 401, body: expired } });
    await expect(apiRequest('/activity/')).rejects.toThrow('Token is expired or invalid');
    expect(readSignIn()).toBeNull();
    expect(readLoginStack()).toEqual([]);
  });

  it('says the network is down when a call got no answer, not the browser text', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/activity/')).rejects.toEqual(
      new ApiError('Cannot reach the server. Check the network and try again.', null),
    );
  });
});
