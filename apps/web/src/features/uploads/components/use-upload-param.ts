import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'upload';

/**
 * The upload the screen shows, kept in the address (?upload=<id>) so that its progress and
 * result are there again after a reload.
 */
export function useUploadParam(): [string | null, (uploadId: string) => void] {
  const [params, setParams] = useSearchParams();
  const show = useCallback(
    (uploadId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PARAM, uploadId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get(PARAM), show];
}
