import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activeCall } from '@/lib/calls/active-call';

// Screens load lazily and Mantine animates; on a busy 2-core CI machine the default 1 s wait for
// an element is too short. The assertions stay the same, they are just given time.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrollIntoView, which Mantine's Select and Combobox call on the option they
// highlight (also from a timer, after a test may have ended).
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// The test files share one environment (isolate: false): each test leaves none of what it
// rendered, stubbed or stored for the next one.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  activeCall.clear();
  notifications.clean();
});
