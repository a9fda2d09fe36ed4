/** Placeholder of a screen whose area is not built yet: its header and a short notice. */
import { EmptyState } from './states';
import { PageHeader } from './page-header';

export interface NotAvailableProps {
  title: string;
}

export function NotAvailable({ title }: NotAvailableProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState text="This screen is not available yet" />
    </>
  );
}
