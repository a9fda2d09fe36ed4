import { notifications } from '@mantine/notifications';

/** Toasts a cash action's success: the server's message, else the spec's default (002 section 8). */
export function toastCashSuccess(message: string | undefined, fallback: string): void {
  notifications.show({ color: 'green', message: message?.trim() || fallback });
}
