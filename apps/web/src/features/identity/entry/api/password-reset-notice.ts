import type { TPasswordResetNotice } from '@backoffice/domain/identity';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@/lib/format';

/**
 * Tells the user, right after signing in, who reset their password and when (the sign-in answer
 * carries it once): it stays until they close it, so a reset they did not ask for is noticed.
 */
export function showPasswordResetNotice(reset: TPasswordResetNotice): void {
  notifications.show({
    id: 'password-reset-notice',
    color: 'yellow',
    autoClose: false,
    title: 'Your password was reset',
    message: `${reset.reset_by_name} (login id ${reset.reset_by_login_id}) reset it on ${formatDateTime(reset.reset_at)}. Tell your team leader if you did not ask for it.`,
  });
}
