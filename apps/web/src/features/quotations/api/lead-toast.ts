import { notifications } from '@mantine/notifications';

/** Lead toasts close after 2 seconds (002 section 9). */
export const LEAD_TOAST_MS = 2_000;

/** Toasts a lead or quotation call's answer message for 2 seconds. */
export function leadToast(message: string): void {
  notifications.show({ color: 'green', message, autoClose: LEAD_TOAST_MS });
}
