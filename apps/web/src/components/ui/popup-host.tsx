/** Popup host: one Mantine Modal for the whole app, opened and closed through usePopup(). */
import type { ModalProps } from '@mantine/core';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useCurrentSignIn } from '@/lib/session/sign-in-store';
import { LoadingState } from './states';

export interface PopupOptions {
  title?: ReactNode;
  size?: ModalProps['size'];
  /** false: no close button, no dismissal by a background click or Escape (spec 000 §2). */
  closable?: boolean;
  /** Called once the popup closes for any reason, or is replaced by another popup. */
  onClose?: () => void;
}

/** Renders the popup's content; `close` closes this popup. */
export type PopupRender = (close: () => void) => ReactNode;

export interface PopupApi {
  /** Opens a popup, replacing the one open. */
  open: (render: PopupRender, options?: PopupOptions) => void;
  /** Closes the open popup. */
  close: () => void;
}

interface Popup {
  key: number;
  render: PopupRender;
  close: () => void;
  options: PopupOptions;
}

const PopupContext = createContext<PopupApi | null>(null);

// The Modal (focus trap, scroll lock, transitions) loads with the first popup, not with the app.
const Modal = lazy(() => import('./popup-modal').then((module) => ({ default: module.Modal })));

/** Provides usePopup() to the tree below it and renders the popup. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<Popup | null>(null);
  const [opened, setOpened] = useState(false);
  const current = useRef<Popup | null>(null);
  const lastKey = useRef(0);

  const close = useCallback(() => {
    const closing = current.current;
    if (!closing) return;
    current.current = null;
    setOpened(false);
    closing.options.onClose?.();
  }, []);

  const open = useCallback(
    (render: PopupRender, options: PopupOptions = {}) => {
      const replaced = current.current;
      lastKey.current += 1;
      const next: Popup = {
        key: lastKey.current,
        render,
        options,
        // A stale close (of a popup already replaced) must not close the new one.
        close: () => {
          if (current.current === next) close();
        },
      };
      current.current = next;
      setPopup(next);
      setOpened(true);
      replaced?.options.onClose?.();
    },
    [close],
  );

  // A popup belongs to the sign-in that opened it: signing out, a lost session or a sign-in
  // change in another tab closes it, whether or not it is closable.
  const signIn = useCurrentSignIn();
  const openedBy = useRef(signIn);
  useEffect(() => {
    if (openedBy.current === signIn) return;
    openedBy.current = signIn;
    close();
  }, [signIn, close]);

  const api = useMemo<PopupApi>(() => ({ open, close }), [open, close]);
  const closable = popup?.options.closable !== false;

  return (
    <PopupContext.Provider value={api}>
      {children}
      {/* Its own boundary: while the Modal's code loads, the page under it keeps showing. */}
      <Suspense fallback={null}>
        <Modal
          opened={opened}
          onClose={close}
          title={popup?.options.title}
          size={popup?.options.size}
          withCloseButton={closable}
          closeOnClickOutside={closable}
          closeOnEscape={closable}
          closeButtonProps={{ 'aria-label': 'Close' }}
          centered
        >
          {/* A lazily loaded popup shows the loading state until its code arrives. */}
          {popup && (
            <Suspense key={popup.key} fallback={<LoadingState />}>
              {popup.render(popup.close)}
            </Suspense>
          )}
        </Modal>
      </Suspense>
    </PopupContext.Provider>
  );
}

/** The popup host's open and close; must be used under PopupProvider. */
export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup must be used inside <PopupProvider>');
  return api;
}
