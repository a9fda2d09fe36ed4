/**
 * Error codes of the API with their status and default message (docs/api-contract.md).
 * `detail` marks the answers that also carry the text in `detail`, which the web app reads
 * to tell a lost session (401) or a refusal (403) apart.
 */
export const ERROR_CODES = {
  VALIDATION: { status: 400, message: 'Invalid request', detail: false },
  BAD_REQUEST: { status: 400, message: 'Bad request', detail: false },
  UNAUTHENTICATED: { status: 401, message: 'Token is expired or invalid', detail: true },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password', detail: false },
  FORBIDDEN: { status: 403, message: 'Access Forbidden', detail: true },
  ROLE_NOT_HELD: { status: 403, message: 'You are not Authorised User!', detail: true },
  NOT_FOUND: { status: 404, message: 'API Not Found', detail: false },
  STALE: {
    status: 409,
    message: 'This record was changed by someone else. Reload and try again.',
    detail: false,
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large', detail: false },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request',
    detail: false,
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send application/json',
    detail: false,
  },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many failed sign-in attempts', detail: false },
  INTERNAL: { status: 500, message: 'Something Went Wrong!', detail: false },
  NOT_CONFIGURED: { status: 503, message: 'This feature is not configured', detail: false },
  UNAVAILABLE: { status: 503, message: 'Service unavailable', detail: false },
} as const satisfies Record<string, { status: number; message: string; detail: boolean }>;

export type ErrorCode = keyof typeof ERROR_CODES;

interface AppErrorOptions {
  message?: string;
  /** Field path to message, for VALIDATION. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/** An expected failure, answered with the error envelope; never logged as a fault. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? ERROR_CODES[code].message);
    this.status = ERROR_CODES[code].status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** A 400 on one field, with the message the form shows under it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', { message, fields: { [field]: message } });
}

/** The error envelope of every non-2xx answer. */
export interface ErrorEnvelope {
  success: false;
  code: ErrorCode;
  error: string;
  message: string;
  detail?: string;
  fields?: Record<string, string>;
  request_id: string;
}

export function envelope(error: AppError, requestId: string): ErrorEnvelope {
  return {
    success: false,
    code: error.code,
    error: error.message,
    message: error.message,
    ...(ERROR_CODES[error.code].detail ? { detail: error.message } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
    request_id: requestId,
  };
}
