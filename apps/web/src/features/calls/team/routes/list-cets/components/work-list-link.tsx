import {
  defaultPlatform,
  hasRole,
  OC_DEFAULT_LIST_SLUG,
  RT_DEFAULT_LIST_SLUG,
} from '@backoffice/domain/access';
import type { MemberActivityRow } from '@backoffice/domain/calls/team';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '@/lib/session/get-console-config';

/** The agent's own work list (the :cet_uid route of their team), for OC and RT agents. */
export function WorkListLink({ agent }: { agent: Pick<MemberActivityRow, 'login_id' | 'role'> }) {
  const platform = defaultPlatform(useBrand());
  const to = hasRole(agent, 'OC')
    ? `/order-confirmation-team/${agent.login_id}/${platform}/${OC_DEFAULT_LIST_SLUG}`
    : hasRole(agent, 'RT')
      ? `/relationship-team/${agent.login_id}/${platform}/${RT_DEFAULT_LIST_SLUG}`
      : null;
  if (!to) return null;
  return (
    <Button size="compact-xs" variant="subtle" component={Link} to={to}>
      Work list
    </Button>
  );
}
