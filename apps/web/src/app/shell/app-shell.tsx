import { Box, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState, ScrollToTop } from '@/components/ui';
import { BreakNotice } from '@/features/identity/user-status/components/break-notice';
import { useBrand } from '@/lib/session/get-console-config';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { Footer } from './footer';
import { Header } from './header';
import { KeyboardShortcuts } from './keyboard-shortcuts';

// The Dialer (its forms and the disposition popup) loads after the shell, not with it.
const DialerPanel = lazy(() =>
  import('@/features/calls/calls/components/dialer-panel').then((module) => ({
    default: module.DialerPanel,
  })),
);

/**
 * The console's frame. Content shows while the user is Working (or their details have not
 * arrived yet); on Break the only content is the break notice (spec 000 sections 1 and 2).
 */
export function AppShell() {
  const brand = useBrand();
  const { user } = useCurrentUser();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Container component="main" size="xl" py="md" w="100%" style={{ flex: 1 }}>
        {user?.status === 'break' ? (
          <BreakNotice />
        ) : (
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        )}
      </Container>
      <Footer brandName={brand.name} />
      <ScrollToTop />
      <KeyboardShortcuts />
      <Suspense fallback={null}>
        <DialerPanel />
      </Suspense>
    </Box>
  );
}
