import { isForbidden } from '@/lib/api/api-error';
import { ErrorState, ForbiddenState } from './states';

export interface FailureStateProps {
  error: Error;
  onRetry: () => void;
}

/** A failed load: Access Forbidden when the server refused the caller, else the error with Retry. */
export function FailureState({ error, onRetry }: FailureStateProps) {
  if (isForbidden(error)) return <ForbiddenState />;
  return <ErrorState message={error.message} onRetry={onRetry} />;
}
