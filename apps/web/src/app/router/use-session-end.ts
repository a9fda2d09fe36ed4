import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { forgetSignedInData } from '@/lib/session/forget-signed-in-data';
import { useSessionToken } from '@/lib/session/token-store';

/**
 * When the token goes away (logout, a lost session, or sign-out in another tab), forget the
 * user's data and go home (spec 000 section 4).
 */
export function useSessionEnd(): void {
  const token = useSessionToken();
  const previous = useRef(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const ended = previous.current !== null && token === null;
    previous.current = token;
    if (!ended) return;
    forgetSignedInData(queryClient);
    void navigate('/', { replace: true });
  }, [token, queryClient, navigate]);
}
