import { ErrorState, ForbiddenState } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api/api-client';

const FORBIDDEN = 403;

interface FailureStateProps {
  error: Error;
  onRetry: () => void;
}

/** A failed load: Access Forbidden when the server refused the caller, else the error with Retry. */
export function FailureState({ error, onRetry }: FailureStateProps) {
  if (error instanceof ApiError && error.status === FORBIDDEN) return <ForbiddenState />;
  return <ErrorState message={error.message} onRetry={onRetry} />;
}
