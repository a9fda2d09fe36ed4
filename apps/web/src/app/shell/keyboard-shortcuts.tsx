import { screenShortcuts } from '@backoffice/domain/access';
import { lazy, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePopup } from '@/components/ui';
import { useBrand } from '@/lib/session/get-console-config';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { SEARCH_FIELD_ATTRIBUTE } from '@/lib/shortcuts/search-field';

// The list loads the first time "?" is pressed (the popup shows the loading state meanwhile).
const ShortcutsHelp = lazy(() =>
  import('./shortcuts-help').then((module) => ({ default: module.ShortcutsHelp })),
);

/** How long after "g" its letter may come. */
const SEQUENCE_MS = 1500;

/** The main screens the signed-in user may jump to (none before their details arrive). */
function useScreenShortcuts() {
  const { user, accessConfig } = useCurrentUser();
  const brand = useBrand();
  return useMemo(
    () => (user ? screenShortcuts(user, brand, accessConfig) : []),
    [user, brand, accessConfig],
  );
}

/** Whether a key press belongs to what the person is typing (a field, an editor, a menu). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return ['textbox', 'combobox', 'searchbox', 'listbox', 'menu'].includes(
    target.getAttribute('role') ?? '',
  );
}

/**
 * The console's keyboard shortcuts, outside fields only: "/" focuses the page's search field,
 * "g" then a letter opens one of the user's main screens, "?" lists the shortcuts.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const popup = usePopup();
  const screens = useScreenShortcuts();
  const goPressedAt = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const pending = goPressedAt.current;
      goPressedAt.current = null;
      if (pending !== null && event.timeStamp - pending <= SEQUENCE_MS) {
        const screen = screens.find((s) => s.key === event.key.toLowerCase());
        if (screen) {
          event.preventDefault();
          void navigate(screen.to);
        }
        return;
      }
      if (event.key === 'g') {
        goPressedAt.current = event.timeStamp;
      } else if (event.key === '/') {
        const field = document.querySelector<HTMLElement>(`[${SEARCH_FIELD_ATTRIBUTE}]`);
        if (!field) return;
        event.preventDefault();
        field.focus();
      } else if (event.key === '?') {
        event.preventDefault();
        popup.open(() => <ShortcutsHelp screens={screens} />, { title: 'Keyboard shortcuts' });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [screens, navigate, popup]);

  return null;
}
