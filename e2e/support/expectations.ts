import {
  consoleRoutes,
  menuFor,
  postLoginRedirect,
  type AccessConfig,
  type MenuEntry,
  type Principal,
} from '@backoffice/domain/access';
import type { Brand } from '@backoffice/domain/core/brand';

/** Where the domain says a user lands after signing in, following a route's own forward. */
export function expectedLanding(user: Principal, brand: Brand, config: AccessConfig): string {
  const target = postLoginRedirect(user, brand, config);
  const route = consoleRoutes(brand, config).find((r) => r.path === target);
  return route?.redirectTo ?? target;
}

/** The top-level labels of the menu the domain gives a user. */
export function expectedMenuLabels(user: Principal, brand: Brand, config: AccessConfig): string[] {
  return menuFor(user, brand, config).map((entry: MenuEntry) => entry.label);
}

/** The title of the screen at a path, from the route table (":param" segments match any value). */
export function expectedTitle(path: string, brand: Brand, config: AccessConfig): string {
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`).test(path);
  const route = consoleRoutes(brand, config).find((r) => !r.redirectTo && matches(r.path));
  if (!route) throw new Error(`No route serves ${path}`);
  return route.title;
}
