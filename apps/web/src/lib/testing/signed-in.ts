import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiReply, type ApiCall } from '@/lib/testing/mock-api';
import { recordRequestUrls } from './record-requests';

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

/** Signs a user of the given role in and answers the session calls plus the given ones. */
export function signedInWith(role: string, handlers: Record<string, Handler>, loginId = 2) {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ role, login_id: loginId }) },
    ...handlers,
  });
  return { calls, urls: recordRequestUrls() };
}
