import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';
import { readableColors } from './readable-colors';

/** Every close button the console shows is named the same way, for a screen reader. */
const NAMED_CLOSE = { closeButtonProps: { 'aria-label': 'Close' } };

/**
 * The console's Mantine theme. Its colours read at WCAG 2.1 AA wherever Mantine writes with
 * them, and its icon-only buttons have names, so a screen built from its components is
 * accessible without each screen saying so.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  colors: readableColors(DEFAULT_THEME.colors),
  components: {
    // Its focus placeholder is a child a menu may not have; focus goes to the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The clear button of every input (dates, selects), named by what it does.
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } },
    Notification: { defaultProps: NAMED_CLOSE },
    Modal: { defaultProps: NAMED_CLOSE },
    Drawer: { defaultProps: NAMED_CLOSE },
    // A spinner tells that something loads; as a status it may carry the name a screen gives it.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** Placeholders (and the empty state of a picker) read as the dimmed captions do, at AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-dimmed)' },
  dark: {},
});
