import { useEffect, useState } from 'react';

/**
 * True while `busy`, and for `delayMs` after it ends: the picker's spinner stays a moment after
 * a catalogue call answers (001 section 9), so the choices do not flicker into place.
 */
export function useSettled(busy: boolean, delayMs: number): boolean {
  const [lingering, setLingering] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy && delayMs > 0) setLingering(true);
  }
  useEffect(() => {
    if (!lingering) return undefined;
    const timer = setTimeout(() => setLingering(false), delayMs);
    return () => clearTimeout(timer);
  }, [lingering, delayMs]);
  return busy || lingering;
}
