import { defineEndpoint } from '@backoffice/domain/core/endpoints';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../query-client';
import { callEndpoint, useEndpointMutation, useEndpointQuery } from './endpoint';

afterEach(() => vi.unstubAllGlobals());

const RENAME = defineEndpoint({
  method: 'POST',
  path: '/things/:id/rename/',
  summary: 'Rename a thing',
  request: {
    params: z.object({ id: z.number() }),
    query: z.object({ note: z.string().max(100).optional() }),
    body: z.object({ name: z.string().max(100) }),
  },
  response: z.object({ name: z.string().max(100) }),
  capability: 'session',
  idempotent: true,
  errors: [],
});

const PEEK = defineEndpoint({
  method: 'GET',
  path: '/things/:code/',
  summary: 'A thing',
  request: { params: z.object({ code: z.string().max(20) }) },
  response: z.object({ code: z.string().max(20), size: z.number() }),
  capability: 'session',
  idempotent: false,
  errors: [],
});

interface Sent {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}

/** Answers every call with `answer` and records what was sent. */
function serverAnswering(answer: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: String(url),
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useEndpointMutation', () => {
  it('sends the declared method and path, the body, and one key per submission', async () => {
    const sent = serverAnswering({ name: 'Sofa' });
    const { result } = renderHook(() => useEndpointMutation(RENAME), { wrapper });
    const input = { params: { id: 7 }, query: { note: 'a b' }, body: { name: 'Sofa' } };
    await act(() =>
      Promise.all([result.current.mutateAsync(input), result.current.mutateAsync(input)]),
    );
    await act(() => result.current.mutateAsync(input));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/things/7/rename/?note=a+b',
      body: { name: 'Sofa' },
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
    expect(result.current.data).toEqual({ name: 'Sofa' });
  });

  it('sends no key to an endpoint that needs none', async () => {
    const sent = serverAnswering({ code: 'x', size: 1 });
    await callEndpoint(PEEK, { params: { code: 'x' } });
    expect(sent[0]?.key).toBeNull();
  });

  it('refuses to send a keyed call without its key', () => {
    serverAnswering({ name: 'Sofa' });
    expect(() =>
      callEndpoint(RENAME, { params: { id: 1 }, query: {}, body: { name: 'B' } }),
    ).toThrow(/needs an Idempotency-Key/);
  });
});

describe('useEndpointQuery', () => {
  it('reads the path with its parameter encoded, under the given key', async () => {
    const sent = serverAnswering({ code: 'a/b', size: 2 });
    const { result } = renderHook(
      () => useEndpointQuery(PEEK, { params: { code: 'a/b' } }, { queryKey: ['test', 'a/b'] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual({ code: 'a/b', size: 2 }));
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/things/a%2Fb/' });
  });

  it('fails on an answer that breaks the declared response schema', async () => {
    serverAnswering({ code: 'x' });
    const { result } = renderHook(
      () =>
        useEndpointQuery(
          PEEK,
          { params: { code: 'x' } },
          { queryKey: ['test', 'x'], retry: false },
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toMatch(/does not match its contract/);
  });
});
