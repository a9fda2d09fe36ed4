import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../core/brand';
import { DEMO, DEMO_NAMES } from '../test-support/principals';
import { defaultAccessConfig } from './access-config';
import { consoleRoutes } from './routes';
import { screenShortcuts } from './shortcuts';
import { can } from './capabilities';

/** Whether a route pattern (`/returns-replacement/:platform`) matches an address. */
const matches = (pattern: string, to: string) =>
  new RegExp(`^${pattern.replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`).test(to);

const keysOf = (name: keyof typeof DEMO) =>
  screenShortcuts(DEMO[name], defaultBrand, defaultAccessConfig).map((s) => `${s.key} ${s.label}`);

describe('screenShortcuts', () => {
  it("offers the role's main screens only, Home to everyone", () => {
    expect(keysOf('oc')).toEqual(
      expect.arrayContaining(['h Home', 's Universal Search', 'o OC Module']),
    );
    expect(keysOf('oc')).not.toContain('r RT Module');
    expect(keysOf('teamLead')).toEqual(expect.arrayContaining(['t List of CETs', 'k Call Search']));
    // Foam B2B may open quotations, but the menu item (so the jump) is for Partnerships.
    expect(keysOf('foamB2b')).not.toContain('q Quotation');
    expect(keysOf('partnerships')).toContain('q Quotation');
  });

  it('gives every role distinct letters, each to a screen its route table lets it open', () => {
    const routes = consoleRoutes(defaultBrand, defaultAccessConfig);
    for (const name of DEMO_NAMES) {
      const shortcuts = screenShortcuts(DEMO[name], defaultBrand, defaultAccessConfig);
      expect(new Set(shortcuts.map((s) => s.key)).size).toBe(shortcuts.length);
      for (const { to } of shortcuts) {
        const route = routes.find((r) => r.path === to) ?? routes.find((r) => matches(r.path, to));
        if (!route) throw new Error(`${to} is not a route`);
        expect(
          route.capability === 'public' || can(DEMO[name], route.capability, defaultAccessConfig),
        ).toBe(true);
      }
    }
  });
});
