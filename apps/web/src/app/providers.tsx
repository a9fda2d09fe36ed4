import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PopupProvider } from '@/components/ui';
import { OrderPageContributionsProvider } from '@/lib/order-page';
import { orderPageContributions } from './order-page-contributions';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, toasts, the query cache, the popup host and the areas' order-page actions around the
 * whole console.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Bottom right keeps toasts off the header, whose right side holds the status toggle. */}
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <PopupProvider>
          <OrderPageContributionsProvider contributions={orderPageContributions}>
            {children}
          </OrderPageContributionsProvider>
        </PopupProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
