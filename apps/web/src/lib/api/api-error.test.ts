import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { apiRequest } from './api-client';
import { ApiError, isForbidden, isNotFound, isRefusedInput, isStale } from './api-error';

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call should fail'),
    (error: unknown) => error as ApiError,
  );

describe('ApiError', () => {
  it("exposes the envelope's code, kind and field errors", async () => {
    mockApi({
      'POST /change-password/': {
        status: 400,
        body: {
          code: 'VALIDATION',
          error_code: 'identity.wrong_current_password',
          error: 'Current Password is incorrect!',
          fields: { old_password: 'Current Password is incorrect!' },
        },
      },
    });
    const error = await failureOf(
      apiRequest('/change-password/', { method: 'POST', body: {}, silent: true }),
    );
    expect(error).toMatchObject({
      status: 400,
      kind: 'VALIDATION',
      code: 'identity.wrong_current_password',
      message: 'Current Password is incorrect!',
      fieldErrors: { old_password: 'Current Password is incorrect!' },
    });
  });

  it('takes the kind from the status when the answer has no envelope', () => {
    expect(new ApiError('Conflict', 409)).toMatchObject({ kind: 'STALE', code: 'STALE' });
    expect(new ApiError('Teapot', 418)).toMatchObject({ kind: null, code: null });
    expect(new ApiError('Failed to fetch', null)).toMatchObject({ kind: null, fieldErrors: {} });
  });

  it('names the kinds features react to', () => {
    const stale = new ApiError('Changed', 409, { code: 'STALE', error_code: 'STALE' });
    const refused = new ApiError('No', 403, { code: 'ROLE_NOT_HELD' });
    const missing = new ApiError('Order not found', 404, {
      code: 'NOT_FOUND',
      error_code: 'orders.order_not_found',
    });
    expect([isStale(stale), isStale(refused), isStale(new Error('x'))]).toEqual([
      true,
      false,
      false,
    ]);
    expect([isForbidden(refused), isForbidden(missing)]).toEqual([true, false]);
    expect([isNotFound(missing), isNotFound(stale)]).toEqual([true, false]);
    expect([isRefusedInput(new ApiError('Bad', 400)), isRefusedInput(stale)]).toEqual([
      true,
      false,
    ]);
  });
});
