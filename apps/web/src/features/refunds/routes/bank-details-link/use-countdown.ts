import { LINK_VALIDITY_HOURS, describeLinkRemaining } from '@backoffice/domain/core/links';
import { useEffect, useState } from 'react';

const VALIDITY_MS = LINK_VALIDITY_HOURS * 60 * 60 * 1000;

/**
 * The link's countdown text, ticking each second: the days, hours, minutes and seconds left,
 * then "This link is expired!" (000 section 4). It counts from the seconds the server said were
 * left when the page loaded, so a wrong clock on the customer's phone does not change it.
 */
export function useCountdown(remainingSeconds: number, loadedAt: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const createdAt = new Date(loadedAt + remainingSeconds * 1000 - VALIDITY_MS);
  return describeLinkRemaining(createdAt, new Date(now));
}
