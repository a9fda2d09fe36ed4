/** Test helper: renders UI inside MantineProvider (test env), optionally a MemoryRouter and the popup host. */
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { PopupProvider } from './popup-host';

// jsdom lacks the browser APIs Mantine reads on mount.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/** Sets the window's vertical scroll as a browser would and tells the scroll listeners. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

// The web project runs without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

export interface TestRenderOptions {
  /** Wrap in a MemoryRouter: a location, or a history whose last entry is current (default '/'). */
  router?: boolean | string | string[];
  /** Wrap in the PopupProvider so that usePopup and useConfirm work. */
  popups?: boolean;
}

export interface TestRenderResult extends RenderResult {
  user: UserEvent;
}

/** Renders `ui` with the app's providers (kept on rerender) and returns a user-event session. */
export function renderWithProviders(
  ui: ReactElement,
  { router = false, popups = false }: TestRenderOptions = {},
): TestRenderResult {
  function Providers({ children }: { children: ReactNode }) {
    let tree = popups ? <PopupProvider>{children}</PopupProvider> : children;
    if (router !== false) {
      const entries = router === true ? ['/'] : typeof router === 'string' ? [router] : router;
      tree = <MemoryRouter initialEntries={entries}>{tree}</MemoryRouter>;
    }
    return <MantineProvider env="test">{tree}</MantineProvider>;
  }
  const result: RenderResult = render(ui, { wrapper: Providers });
  return { user: userEvent.setup(), ...result };
}
