import {
  type LoginResponse,
  type TLoginRequest,
  ZLoginResponse,
} from '@backoffice/domain/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { pushLoginRecord } from '@/lib/session/login-stack';
import { sessionKeys } from '@/lib/session/query-keys';
import { newSignIn, rememberSignIn } from '@/lib/session/sign-in-store';
import { showPasswordResetNotice } from './password-reset-notice';

/** POST /api/login/. Silent: the sign-in screen shows the server's text above the form. */
export function login(request: TLoginRequest): Promise<LoginResponse> {
  return apiRequest('/login/', {
    schema: ZLoginResponse,
    method: 'POST',
    body: request,
    silent: true,
  });
}

/**
 * Signs in: the server keeps the session in its HttpOnly cookie, and the answer's token is not
 * kept here. The user's details go to the cache first, then the sign-in is remembered and a
 * record pushed to the login stack (spec 000 section 4), so the console opens without another
 * call. A reset of the password since the previous sign-in is told once, here.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer, request) => {
      const signIn = newSignIn(answer.user.login_id);
      queryClient.setQueryData(sessionKeys.userDetails(signIn), {
        user: answer.user,
        access_config: answer.access_config,
      });
      pushLoginRecord({
        id: answer.user.login_id,
        username: request.username,
        role: request.role,
        timestamp: new Date().toISOString(),
      });
      rememberSignIn(signIn);
      if (answer.password_reset) showPasswordResetNotice(answer.password_reset);
    },
  });
}
