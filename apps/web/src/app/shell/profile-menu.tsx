import {
  can,
  profileMenuFor,
  type AccessConfig,
  type ProfileAction,
} from '@backoffice/domain/access';
import type { CurrentUser } from '@backoffice/domain/identity';
import { Box, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconKey, IconLogout, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RetailSessionAction } from '@/features/retail/cash/api/retail-session';
import { useLogout } from '@/lib/session/logout';

const SESSION_DASHBOARD = '/rm-session-dashboard';

/** The session call loads with its first use, so the shell's first load stays as it is. */
const runSessionAction = async (action: RetailSessionAction, queryClient: QueryClient) => {
  const { runRetailSessionAction } = await import('@/features/retail/cash/api/retail-session');
  await runRetailSessionAction(action, queryClient);
};

/** The first letters of the first two words of a name ("Asha Rao" → "AR"), as the header shows it. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

// A circle of the primary colour with white initials (6:1): drawn here rather than with Mantine's
// Avatar, whose placeholder icon and name colours the shell's first load has no room for.
const INITIALS_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 38,
  height: 38,
  borderRadius: '50%',
  background: 'var(--mantine-primary-color-filled)',
  color: 'var(--mantine-color-white)',
  fontWeight: 700,
  fontSize: 'var(--mantine-font-size-sm)',
} as const;

interface ProfileMenuProps {
  user: CurrentUser;
  accessConfig: AccessConfig;
}

/** The profile menu of the domain's profileMenuFor: password, retail session and Logout. */
export function ProfileMenu({ user, accessConfig }: ProfileMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const isManager = can(user, 'retail:manager-session', accessConfig);
  // A Retail Manager starts a session by opening the session dashboard (spec 000 section 4); a
  // refusal is toasted by the central handler.
  const startSession = () =>
    isManager
      ? void navigate(SESSION_DASHBOARD)
      : void runSessionAction('agent-start', queryClient).catch(() => undefined);
  const endSession = () =>
    void runSessionAction(isManager ? 'manager-end' : 'agent-end', queryClient).catch(
      () => undefined,
    );

  const items: Record<ProfileAction, ReactNode> = {
    'change-password': (
      <Menu.Item
        key="change-password"
        component={Link}
        to="/change-password"
        leftSection={<IconKey size={16} />}
      >
        Change Password
      </Menu.Item>
    ),
    'start-session': (
      <Menu.Item
        key="start-session"
        leftSection={<IconPlayerPlay size={16} />}
        onClick={startSession}
      >
        Start Session
      </Menu.Item>
    ),
    'end-session': (
      <Menu.Item key="end-session" leftSection={<IconPlayerStop size={16} />} onClick={endSession}>
        End Session
      </Menu.Item>
    ),
    logout: (
      <Menu.Item
        key="logout"
        color="red"
        leftSection={<IconLogout size={16} />}
        onClick={() => logout.mutate()}
      >
        Logout
      </Menu.Item>
    ),
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named by the initials it shows, then what it opens ("AR Profile menu"), so a person
            who says what they see reaches it (WCAG 2.5.3). */}
        <UnstyledButton title={user.name}>
          <Box component="span" style={INITIALS_STYLE}>
            {initialsOf(user.name)}
          </Box>
          <VisuallyHidden>Profile menu</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        {profileMenuFor(user).map((action) => items[action])}
      </Menu.Dropdown>
    </Menu>
  );
}
