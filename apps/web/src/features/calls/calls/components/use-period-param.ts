import { CALL_DATE_PRESETS, type CallDatePreset } from '@backoffice/domain/calls/calls';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The period's name in the address (?period=last-7-days). */
const PERIOD_PARAMS: Record<CallDatePreset, string> = {
  Today: 'today',
  'Last 7 Days': 'last-7-days',
  'Last 30 Days': 'last-30-days',
};

/**
 * A call screen's period, kept in the address next to its other query values (a call-centre
 * `ucid` ...), so that a reload or Back shows the same period. The default is left out.
 */
export function usePeriodParam(
  fallback: CallDatePreset,
): [CallDatePreset, (preset: CallDatePreset) => void] {
  const [query, setQuery] = useSearchParams();
  const named = query.get('period');
  const preset = CALL_DATE_PRESETS.find((p) => PERIOD_PARAMS[p] === named) ?? fallback;
  const setPreset = useCallback(
    (next: CallDatePreset) =>
      setQuery((current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete('period');
        else updated.set('period', PERIOD_PARAMS[next]);
        return updated;
      }),
    [setQuery, fallback],
  );
  return [preset, setPreset];
}
