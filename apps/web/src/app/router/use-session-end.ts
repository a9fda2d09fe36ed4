import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { forgetSignedInData } from '@/lib/session/forget-signed-in-data';
import { useCurrentSignIn } from '@/lib/session/sign-in-store';

/**
 * When the sign-in goes away (logout, a lost session, or sign-out in another tab), forget the
 * user's data and go home (spec 000 section 4).
 */
export function useSessionEnd(): void {
  const signIn = useCurrentSignIn();
  const previous = useRef(signIn);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const ended = previous.current !== null && signIn === null;
    previous.current = signIn;
    if (!ended) return;
    forgetSignedInData(queryClient);
    void navigate('/', { replace: true });
  }, [signIn, queryClient, navigate]);
}
