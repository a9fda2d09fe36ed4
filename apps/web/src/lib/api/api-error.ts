import type { ErrorEnvelope } from './error-message';

/**
 * The kind of a failure the server names in the envelope's `code` (docs/api-contract.md). An
 * answer without the envelope (a proxy, a gateway) gets the kind its status stands for.
 */
const KIND_OF_STATUS: Readonly<Record<number, string>> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'STALE',
};

const FORBIDDEN_KINDS: readonly string[] = ['FORBIDDEN', 'ROLE_NOT_HELD'];
const REFUSED_INPUT_KINDS: readonly string[] = ['VALIDATION', 'BAD_REQUEST'];

/** A failed call: the text the central handler chose, and what the server said failed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The envelope's `code`: VALIDATION, FORBIDDEN, NOT_FOUND, STALE ...; null without an answer. */
  readonly kind: string | null;
  /** The envelope's `error_code`: `<area>.<reason>`, or the kind for a generic failure. */
  readonly code: string | null;
  /** The server's message under each field it refused (`fields` of a 400), keyed by field path. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    message: string,
    readonly status: number | null,
    body: ErrorEnvelope | null = null,
  ) {
    super(message);
    this.kind = text(body?.code) ?? (status === null ? null : (KIND_OF_STATUS[status] ?? null));
    this.code = text(body?.error_code) ?? this.kind;
    this.fieldErrors = fieldsOf(body?.fields);
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Whether a write failed because the record changed since it was read (reload and retry). */
export const isStale = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'STALE';

/** Whether the server refused what was sent (a field or the request itself). */
export const isRefusedInput = (error: unknown): boolean =>
  error instanceof ApiError && error.kind !== null && REFUSED_INPUT_KINDS.includes(error.kind);

/** Whether the caller may not do or see this. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.kind !== null && FORBIDDEN_KINDS.includes(error.kind);

/** Whether what was asked for does not exist. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'NOT_FOUND';
