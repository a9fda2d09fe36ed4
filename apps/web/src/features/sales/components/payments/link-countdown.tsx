import {
  describeLinkRemaining,
  LINK_EXPIRED_MESSAGE,
  LINK_VALIDITY_HOURS,
} from '@backoffice/domain/core/links';
import { isLinkPayable, type PaymentLinkStatus } from '@backoffice/domain/sales/payments';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format';

interface LinkCountdownProps {
  /** When the link was created (ISO); it lasts 24 hours (000 section 4). */
  createdAt: string;
  status: PaymentLinkStatus;
}

/** What a link's time left means, in words that do not tick: a table cell's hover text. */
export function linkValidityText(createdAt: string, status: PaymentLinkStatus): string {
  if (status === 'paid' || status === 'cancelled') return '-';
  return `Valid ${LINK_VALIDITY_HOURS} hours from ${formatDateTime(createdAt)}`;
}

/**
 * The time a link has left in days, hours, minutes and seconds, ticking each second, then
 * "This link is expired!". A paid or cancelled link shows a dash.
 */
export function LinkCountdown({ createdAt, status }: LinkCountdownProps) {
  const [now, setNow] = useState(() => new Date());
  const open = isLinkPayable(status);
  const text = open ? describeLinkRemaining(new Date(createdAt), now) : LINK_EXPIRED_MESSAGE;
  const running = open && text !== LINK_EXPIRED_MESSAGE;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (status === 'paid' || status === 'cancelled') return <Text size="sm">-</Text>;
  return (
    <Text size="sm" c={running ? undefined : 'red'}>
      {text}
    </Text>
  );
}
