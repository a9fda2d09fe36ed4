import { Notifications } from '@mantine/notifications';

/** Where toasts show: bottom right, off the header, whose right side holds the status toggle. */
export function Toasts() {
  return <Notifications position="bottom-right" />;
}
