import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { PopupProvider } from '@/components/ui';
import { renderWithProviders } from '@/components/ui/test-render';
import { createQueryClient } from '@/lib/query-client';

/**
 * Test helper: renders UI with the providers in the app's order (query cache around the popup
 * host), so that a screen and its popups may read and change data, as in the app.
 */
export function renderAsApp(ui: ReactElement, path: string) {
  return renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <PopupProvider>{ui}</PopupProvider>
    </QueryClientProvider>,
    { router: path },
  );
}
