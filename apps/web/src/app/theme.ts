import { createTheme, DEFAULT_THEME } from '@mantine/core';
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
    // The clear button of every input (dates, selects), named by what it does.
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
    Notification: { defaultProps: NAMED_CLOSE },
    Modal: { defaultProps: NAMED_CLOSE },
    Drawer: { defaultProps: NAMED_CLOSE },
  },
});
