import type { Brand } from '../core/brand';
import type { AccessConfig } from './access-config';
import { menuFor, type MenuLink } from './menu';
import type { Principal } from './roles';

/** A "g" then `key` jump to a main screen. */
export interface ScreenShortcut {
  key: string;
  label: string;
  to: string;
}

/** The main screens' letters, by their menu label; Home is always there. */
const SCREEN_KEYS: ReadonlyArray<readonly [label: string, key: string]> = [
  ['Universal Search', 's'],
  ['OC Module', 'o'],
  ['RT Module', 'r'],
  ['Returns', 'u'],
  ['Place Order', 'p'],
  ['Pending Order', 'n'],
  ['Calls', 'c'],
  ['Escalations', 'e'],
  ['Call Search', 'k'],
  ['List of CETs', 't'],
  ['Activity Status CET & Sales', 'a'],
  ['Members', 'm'],
  ['Quotation', 'q'],
];

/**
 * The screen jumps of a signed-in user: the main screens of their menu, so only the screens
 * they may open (the menu's own rules), each under its letter.
 */
export function screenShortcuts(
  p: Principal,
  brand: Brand,
  config: AccessConfig,
): ScreenShortcut[] {
  const links: MenuLink[] = menuFor(p, brand, config).flatMap((e) =>
    'items' in e ? e.items : [e],
  );
  const screens = SCREEN_KEYS.flatMap(([label, key]) => {
    const link = links.find((l) => l.label === label);
    return link ? [{ key, label, to: link.to }] : [];
  });
  return [{ key: 'h', label: 'Home', to: '/' }, ...screens];
}
