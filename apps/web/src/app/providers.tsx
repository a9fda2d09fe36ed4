import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PopupProvider } from '../components/ui';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme, toasts, the query cache and the popup host around the whole console. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Bottom right keeps toasts off the header, whose right side holds the status toggle. */}
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <PopupProvider>{children}</PopupProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
