import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isConsolePath } from '@/lib/session/remembered-location';
import {
  completeCompanySignIn,
  readCompanyArrival,
} from '@/features/identity/entry/api/company-sign-in';

/**
 * Back from the company-account provider: /login#company_signed_in=1&return_to=... completes the
 * sign-in (the server has set the session cookie); /login#company_error=... is shown above the
 * form.
 */
export function useCompanyArrival(onFailure: (message: string) => void) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const [arrival] = useState(() => readCompanyArrival(location.hash));
  const [completing, setCompleting] = useState(arrival.signedIn);
  const started = useRef(false);

  useEffect(() => {
    if (arrival.error) onFailure(arrival.error);
    if (!arrival.signedIn || started.current) return;
    started.current = true;
    completeCompanySignIn(queryClient).catch((error: Error) => {
      onFailure(error.message);
      setCompleting(false);
    });
  }, [arrival, queryClient, onFailure]);

  const returnTo =
    arrival.returnTo !== null && isConsolePath(arrival.returnTo) ? arrival.returnTo : null;
  return { completing, returnTo };
}
