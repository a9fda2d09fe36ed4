import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  TIMEOUT_TEXT,
  type CallFailure,
  type ErrorEnvelope,
  type FailureOutcome,
} from './error-message';

const answer = (status: number, body: ErrorEnvelope | null, statusText = ''): CallFailure => ({
  kind: 'response',
  status,
  statusText,
  body,
});

const cases: ReadonlyArray<[string, CallFailure, FailureOutcome]> = [
  [
    'error string comes first',
    answer(400, { error: 'Invalid Email Id!', message: ['other'] }, 'Bad Request'),
    { message: 'Invalid Email Id!', endsSession: false },
  ],
  [
    'then the first element of a message array',
    answer(400, { message: ['First problem', 'Second problem'] }, 'Bad Request'),
    { message: 'First problem', endsSession: false },
  ],
  [
    'then a message string',
    answer(409, { message: 'This record was changed by someone else.' }, 'Conflict'),
    { message: 'This record was changed by someone else.', endsSession: false },
  ],
  [
    'then the status text',
    answer(500, null, 'Internal Server Error'),
    { message: 'Internal Server Error', endsSession: false },
  ],
  ['404 without any text', answer(404, null), { message: 'API Not Found', endsSession: false }],
  [
    'any other status without text',
    answer(502, {}),
    { message: 'Something Went Wrong!', endsSession: false },
  ],
  [
    '401 with a detail ends the session and shows the detail',
    answer(401, { error: 'Token is expired or invalid', detail: 'Token is expired or invalid' }),
    { message: 'Token is expired or invalid', endsSession: true },
  ],
  [
    '401 without a detail (wrong password) keeps the session',
    answer(401, { error: 'Invalid email or password' }, 'Unauthorized'),
    { message: 'Invalid email or password', endsSession: false },
  ],
  [
    '403 with detail "invalid token" ends the session',
    answer(403, { error: 'Token rejected', detail: 'invalid token' }),
    { message: 'invalid token', endsSession: true },
  ],
  [
    '403 shows its detail',
    answer(403, { error: 'Access Forbidden', detail: 'Access Forbidden' }, 'Forbidden'),
    { message: 'Access Forbidden', endsSession: false },
  ],
  [
    '403 without a detail shows the server text',
    answer(403, { error: 'You are not Authorised User!' }, 'Forbidden'),
    { message: 'You are not Authorised User!', endsSession: false },
  ],
  [
    '403 with nothing shows Access Forbidden, not the status text',
    answer(403, null, 'Forbidden'),
    { message: 'Access Forbidden', endsSession: false },
  ],
  [
    'no response (the network is down) says so, never the browser text',
    { kind: 'no-response', cause: 'network' },
    {
      message: 'Cannot reach the server. Check the network and try again.',
      endsSession: false,
    },
  ],
  [
    'no answer in time',
    { kind: 'no-response', cause: 'timeout' },
    { message: TIMEOUT_TEXT, endsSession: false },
  ],
];

describe('describeFailure (central error handler, spec 000 section 8)', () => {
  it.each(cases)('%s', (_name, failure, outcome) => {
    expect(describeFailure(failure)).toEqual(outcome);
  });
});
