import { describe, expect, it } from 'vitest';
import { AppError, areaErrors, asWorded, envelope, ERROR_CODES, type ErrorCode } from './errors';

const KINDS = Object.keys(ERROR_CODES) as ErrorCode[];

const SAMPLE_ERRORS = {
  'sample.thing_not_found': { kind: 'NOT_FOUND', message: 'Thing not found' },
  'sample.too_many': {
    kind: 'VALIDATION',
    message: (name: string, count: number) => `${name} has ${count} things`,
  },
  'sample.refused': { kind: 'FORBIDDEN', message: asWorded },
} as const;
const sampleError = areaErrors(SAMPLE_ERRORS);

describe('the error envelope', () => {
  it.each(KINDS)('carries the generic code %s as error_code when no area code is given', (kind) => {
    const answer = envelope(new AppError(kind), 'req-1');
    expect(answer).toMatchObject({ code: kind, error_code: kind, request_id: 'req-1' });
    expect(new AppError(kind).status).toBe(ERROR_CODES[kind].status);
  });

  it('carries an area code next to its kind, with the row message', () => {
    const error = sampleError('sample.thing_not_found');
    expect(error.status).toBe(404);
    expect(envelope(error, 'req-2')).toEqual({
      success: false,
      code: 'NOT_FOUND',
      error_code: 'sample.thing_not_found',
      error: 'Thing not found',
      message: 'Thing not found',
      request_id: 'req-2',
    });
  });

  it('words a message from the parameters of its row', () => {
    expect(sampleError('sample.too_many', 'Pod A', 3).message).toBe('Pod A has 3 things');
    expect(sampleError('sample.refused', 'Managed by an Admin only').message).toBe(
      'Managed by an Admin only',
    );
  });

  it('puts an area error under a field as a 400 that keeps its code', () => {
    const error = sampleError('sample.too_many', 'Pod A', 3).at('is_pod_leader');
    expect(error.status).toBe(400);
    expect(envelope(error, 'req-3')).toMatchObject({
      code: 'VALIDATION',
      error_code: 'sample.too_many',
      error: 'Pod A has 3 things',
      fields: { is_pod_leader: 'Pod A has 3 things' },
    });
  });

  it('puts one area error under several fields', () => {
    const fields = { reason: 'Reason is Required!', products: 'Please select atleast 1 product' };
    const error = sampleError('sample.refused', 'Reason is Required!').onFields(fields);
    expect(envelope(error, 'req-4')).toMatchObject({
      code: 'VALIDATION',
      error_code: 'sample.refused',
      fields,
    });
  });
});
