/** Test helper: renders UI with a fresh query cache, a router and the popup host. */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@/components/ui/test-render';
import { createQueryClient } from '../query-client';

export function renderWithQuery(ui: ReactElement, path: string) {
  const queryClient = createQueryClient();
  return renderWithProviders(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    router: path,
    popups: true,
  });
}
