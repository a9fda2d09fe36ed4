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
  CONSOLE_HEADER_MISSING: {
    status: 403,
    message: 'A change signed in by the session cookie must carry the X-Backoffice-Console header',
    detail: false,
  },
  PASSWORD_CHOICE_REQUIRED: {
    status: 403,
    message: 'Your password was given by someone else: choose your own before you go on',
    detail: false,
  },
  NOT_FOUND: { status: 404, message: 'API Not Found', detail: false },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive', detail: false },
  STALE: {
    status: 409,
    message: 'This record was changed by someone else. Reload and try again.',
    detail: false,
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large', detail: false },
  URI_TOO_LONG: { status: 414, message: 'A part of the address is too long', detail: false },
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
  HEADERS_TOO_LARGE: {
    status: 431,
    message: 'The request headers are too large',
    detail: false,
  },
  INTERNAL: { status: 500, message: 'Something Went Wrong!', detail: false },
  NOT_CONFIGURED: { status: 503, message: 'This feature is not configured', detail: false },
  UNAVAILABLE: { status: 503, message: 'Service unavailable', detail: false },
} as const satisfies Record<string, { status: number; message: string; detail: boolean }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * One row of an area's error table: the generic code, which fixes the status, and the message
 * (a function of the row's parameters when the text names something).
 */
export interface ErrorRow {
  kind: ErrorCode;
  // The parameters differ per row; `never[]` accepts every parameter list.
  message: string | ((...params: never[]) => string);
}

/** The message of a row whose text a domain rule or a provider words: answered as it is. */
export const asWorded = (text: string): string => text;

/** The parameters a row's message takes: none for a fixed text. */
type MessageParams<R extends ErrorRow> = R['message'] extends (...params: infer P) => string
  ? P
  : [];

/**
 * The error of an area's table: `areaErrors(TABLE)('orders.cart_not_found')` answers with the
 * row's kind and message and carries the table's code as the envelope's `error_code`.
 */
export function areaErrors<T extends { [C in keyof T]: ErrorRow }>(table: T) {
  return <C extends keyof T & string>(code: C, ...params: MessageParams<T[C]>): AppError => {
    const row = table[code];
    // The row's own parameter list, checked at the call by MessageParams.
    const text = row.message as string | ((...p: MessageParams<T[C]>) => string);
    const message = typeof text === 'function' ? text(...params) : text;
    return new AppError(row.kind, { errorCode: code, message });
  };
}

interface AppErrorOptions {
  /** The stable code of the failure (`<area>.<reason>`); the generic code when unset. */
  errorCode?: string;
  message?: string;
  /** Field path to message, for VALIDATION. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/** An expected failure, answered with the error envelope; never logged as a fault. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly errorCode: string;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? ERROR_CODES[code].message);
    this.status = ERROR_CODES[code].status;
    this.errorCode = options.errorCode ?? code;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  /** The same failure as a 400 on one field, its message shown under that field. */
  at(field: string): AppError {
    return this.onFields({ [field]: this.message });
  }

  /** The same failure as a 400 with a message under each of these fields. */
  onFields(fields: Record<string, string>): AppError {
    return new AppError('VALIDATION', { errorCode: this.errorCode, message: this.message, fields });
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
  /** What exactly failed, stable for clients to check: `<area>.<reason>`, or `code` itself. */
  error_code: string;
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
    error_code: error.errorCode,
    error: error.message,
    message: error.message,
    ...(ERROR_CODES[error.code].detail ? { detail: error.message } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
    request_id: requestId,
  };
}
