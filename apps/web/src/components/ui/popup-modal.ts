// The popup host's Modal on its own, so that it loads apart from the app (see popup-host.tsx).
export { Modal } from '@mantine/core';
