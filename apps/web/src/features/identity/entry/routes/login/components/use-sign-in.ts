import { DEFAULT_SIGN_IN_ROLE } from '@backoffice/domain/access';
import { ZLoginRequest, type TLoginRequest } from '@backoffice/domain/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLogin } from '@/features/identity/entry/api/login';
import { useSumCheck } from './use-sum-check';

/**
 * The sign-in form's state: fields validated by the domain schema, the addition check, and the
 * call. Log in is allowed only when every field is valid and the sum is right.
 */
export function useSignIn(onFailure: (message: string | null) => void) {
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', role: DEFAULT_SIGN_IN_ROLE },
  });
  const sum = useSumCheck();
  const login = useLogin();
  const submit = form.handleSubmit((request) => {
    if (!sum.isRight) return;
    onFailure(null);
    login.mutate(request, {
      onError: (error) => {
        onFailure(error.message);
        sum.renew();
      },
    });
  });
  return {
    form,
    sum,
    submit,
    pending: login.isPending,
    canSubmit: form.formState.isValid && sum.isRight && !login.isPending,
  };
}

export type SignIn = ReturnType<typeof useSignIn>;
