import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { apiRequest } from './api-client';
import { submissionHeader, submissionKeys, useIdempotentMutation } from './submission-key';

afterEach(() => vi.unstubAllGlobals());

describe('submissionKeys', () => {
  const numbered = () => {
    let n = 0;
    return submissionKeys(() => `key-${++n}`);
  };

  it('gives the same values the same key until their submission goes through', () => {
    const keys = numbered();
    expect(keys.keyFor({ cart_pid: 1, status: 2 })).toBe('key-1');
    expect(keys.keyFor({ cart_pid: 1, status: 2 })).toBe('key-1');
    keys.done('key-1');
    expect(keys.keyFor({ cart_pid: 1, status: 2 })).toBe('key-2');
  });

  it('gives other values a new key', () => {
    const keys = numbered();
    expect(keys.keyFor({ cart_pid: 1 })).toBe('key-1');
    expect(keys.keyFor({ cart_pid: 2 })).toBe('key-2');
    expect(keys.keyFor({ cart_pid: 1 })).toBe('key-3');
  });

  it('keeps the open key when an older submission goes through late', () => {
    const keys = numbered();
    keys.keyFor({ cart_pid: 1 });
    expect(keys.keyFor({ cart_pid: 2 })).toBe('key-2');
    keys.done('key-1');
    expect(keys.keyFor({ cart_pid: 2 })).toBe('key-2');
  });
});

describe('useIdempotentMutation', () => {
  /** Answers the statuses in turn and records the Idempotency-Key of every call. */
  function serverAnswering(...statuses: number[]): string[] {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(new Headers(init.headers).get('Idempotency-Key') ?? 'none');
      const status = statuses.shift() ?? 200;
      return new Response(JSON.stringify({ success: status === 200, error: 'Something' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    return sent;
  }

  function renderCancel() {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(
      () =>
        useIdempotentMutation({
          mutationFn: (request: { order_random_id: string }, key: string) =>
            apiRequest('/cancel-universal-order/', {
              method: 'POST',
              body: request,
              headers: submissionHeader(key),
              silent: true,
            }),
        }),
      { wrapper },
    ).result;
  }

  const order = (id: string) => ({ order_random_id: id });

  it('sends a double click with one key, and the next submission with another', async () => {
    const sent = serverAnswering(200, 200, 200);
    const mutation = renderCancel();
    await act(() =>
      Promise.all([
        mutation.current.mutateAsync(order('ORDA0001')),
        mutation.current.mutateAsync(order('ORDA0001')),
      ]),
    );
    await act(() => mutation.current.mutateAsync(order('ORDA0001')));
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it('retries a failed submission with its key', async () => {
    const sent = serverAnswering(500, 200);
    const mutation = renderCancel();
    await act(() => expect(mutation.current.mutateAsync(order('ORDA0002'))).rejects.toThrow());
    await act(() => mutation.current.mutateAsync(order('ORDA0002')));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it('sends a submission with other values under a new key', async () => {
    const sent = serverAnswering(500, 200);
    const mutation = renderCancel();
    await act(() => expect(mutation.current.mutateAsync(order('ORDA0003'))).rejects.toThrow());
    await act(() => mutation.current.mutateAsync(order('ORDA0004')));
    expect(sent[1]).not.toBe(sent[0]);
  });
});
