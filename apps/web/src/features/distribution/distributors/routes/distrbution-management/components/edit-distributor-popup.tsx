import { ErrorState, LoadingState } from '@/components/ui';
import { useDistributor } from '@/features/distribution/distributors/api/get-distributor';
import { DistributorForm } from '@/features/distribution/distributors/popups/distributor-form/distributor-form';

/** The company form for a distributor, once its every field (and version) is read. */
export function EditDistributorPopup({ code, close }: { code: string; close: () => void }) {
  const details = useDistributor(code);
  if (details.isPending) return <LoadingState />;
  if (details.isError) {
    return <ErrorState message={details.error.message} onRetry={() => void details.refetch()} />;
  }
  return <DistributorForm distributor={details.data.distributor} close={close} />;
}
