import { can, menuFor } from '@backoffice/domain/access';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { HEADER_HEIGHT_VARIABLE } from '@/components/ui/back-button';
import { DialerButton } from '@/features/calls/calls/components/dialer-button';
import { useBrand } from '@/lib/session/get-console-config';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { ProfileMenu } from './profile-menu';
import { TopMenu } from './top-menu';

// Only the roles that take breaks have the toggle: its switch loads for them, after the shell.
const StatusToggle = lazy(() =>
  import('@/features/identity/user-status/components/status-toggle').then((module) => ({
    default: module.StatusToggle,
  })),
);

/** Brand, top menu, the Dialer button, the Working/Break toggle and the profile menu. */
export function Header() {
  const brand = useBrand();
  const { user, accessConfig } = useCurrentUser();
  const { ref, height } = useElementSize();
  useEffect(() => {
    document.documentElement.style.setProperty(HEADER_HEIGHT_VARIABLE, `${height}px`);
  }, [height]);
  return (
    <Box
      ref={ref}
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl" py="xs">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
              {brand.name}
            </Anchor>
            {user && <TopMenu entries={menuFor(user, brand, accessConfig)} />}
          </Group>
          {user && (
            <Group gap="md" wrap="nowrap">
              <DialerButton />
              {can(user, 'status:toggle', accessConfig) && (
                <Suspense fallback={null}>
                  <StatusToggle user={user} />
                </Suspense>
              )}
              <ProfileMenu user={user} accessConfig={accessConfig} />
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
