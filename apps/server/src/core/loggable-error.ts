import { stdSerializers } from 'pino';

/** A statement the database refused, as the query builder reports it: its SQL and bound values. */
interface FailedStatement extends Error {
  query: string;
  params: unknown[];
}

/**
 * PostgreSQL's report of a failure (pg and PGlite alike). Its message, detail, hint and where
 * may quote the values involved; its code and the names of the objects never do.
 */
interface DatabaseFailure extends Error {
  severity: string;
  code: string;
}

/** What a database failure's log line keeps: the SQLSTATE code and the names of the objects. */
const NAMES_WITHOUT_VALUES = ['code', 'severity', 'schema', 'table', 'column', 'constraint'];

const isFailedStatement = (error: unknown): error is FailedStatement =>
  error instanceof Error &&
  typeof (error as Partial<FailedStatement>).query === 'string' &&
  Array.isArray((error as Partial<FailedStatement>).params);

const isDatabaseFailure = (error: unknown): error is DatabaseFailure =>
  error instanceof Error &&
  typeof (error as Partial<DatabaseFailure>).severity === 'string' &&
  typeof (error as Partial<DatabaseFailure>).code === 'string';

/** The "at ..." lines of a stack, without its first line (which repeats the message). */
const framesOf = (error: Error): string =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

function namesOf(failure: unknown): Record<string, unknown> {
  if (!isDatabaseFailure(failure)) return {};
  const fields = failure as unknown as Record<string, unknown>;
  return Object.fromEntries(
    NAMES_WITHOUT_VALUES.filter((key) => fields[key] !== undefined).map((key) => [
      key,
      fields[key],
    ]),
  );
}

/** An error as a log line carries it. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The first error of the cause chain that comes from the database, if any. */
function databaseCauseOf(error: Error): Error | null {
  for (let cause = error.cause; cause instanceof Error; cause = cause.cause) {
    if (isFailedStatement(cause) || isDatabaseFailure(cause)) return cause;
  }
  return null;
}

/**
 * The `err` serializer of every log line. A database failure is logged with its statement, its
 * SQLSTATE code and the names of the table, column and constraint, never with the values bound
 * to the statement or quoted in the database's message: those are customers' names, addresses,
 * mobiles and e-mails. Any other error is logged as pino logs it.
 */
export function loggableError(error: Error): LoggedError {
  if (isFailedStatement(error)) {
    return {
      type: 'FailedStatement',
      message: 'The database refused a statement',
      statement: error.query,
      ...namesOf(error.cause),
      stack: framesOf(error),
    };
  }
  if (isDatabaseFailure(error)) {
    return {
      type: 'DatabaseFailure',
      message: 'The database reported a failure',
      ...namesOf(error),
      stack: framesOf(error),
    };
  }
  const databaseCause = databaseCauseOf(error);
  if (databaseCause) {
    return {
      type: error.name,
      message: error.message,
      stack: framesOf(error),
      cause: loggableError(databaseCause),
    };
  }
  return stdSerializers.err(error);
}
