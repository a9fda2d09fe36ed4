import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { applyServerErrors } from './apply-server-errors';

interface MemberValues {
  name: string;
  email: string;
}

const refusal = new ApiError('A member with this e-mail already exists', 400, {
  code: 'VALIDATION',
  error_code: 'calls.email_taken',
  fields: { email: 'A member with this e-mail already exists', version: 'ignored' },
});

describe('applyServerErrors', () => {
  it("puts the server's message under each field of the form it names", () => {
    const form = { setError: vi.fn() };
    expect(applyServerErrors<MemberValues>(form, refusal, ['name', 'email'])).toBe(true);
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'A member with this e-mail already exists',
    });
  });

  it('leaves the form alone for other failures', () => {
    const form = { setError: vi.fn() };
    expect(applyServerErrors<MemberValues>(form, new Error('offline'), ['email'])).toBe(false);
    expect(applyServerErrors<MemberValues>(form, new ApiError('Changed', 409), ['email'])).toBe(
      false,
    );
    expect(form.setError).not.toHaveBeenCalled();
  });
});
