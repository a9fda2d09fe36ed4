import { notifications } from '@mantine/notifications';

/** Toasts on the upload screens stay five seconds (002 section 9). */
export const UPLOAD_TOAST_MS = 5_000;

export function showUploadToast(kind: 'success' | 'error' | 'info', message: string): void {
  const color = kind === 'success' ? 'green' : kind === 'error' ? 'red' : 'blue';
  notifications.show({
    color,
    ...(kind === 'error' ? { title: 'Error' } : {}),
    message,
    autoClose: UPLOAD_TOAST_MS,
  });
}
