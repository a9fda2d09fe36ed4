import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { PopupProvider } from '@/components/ui';
import { cssVariablesResolver, theme } from './theme';

// The toasts' renderer loads just after the app: a toast shown before it arrives waits in the
// notifications store and shows once it has.
const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, toasts, the query cache and the popup host around the whole console.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <PopupProvider>{children}</PopupProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
