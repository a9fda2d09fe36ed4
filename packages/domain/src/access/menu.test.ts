import { describe, expect, it } from 'vitest';
import { brandFrom, defaultBrand } from '../core/brand';
import { DEMO, DEMO_NAMES, principal, type DemoName } from '../test-support/principals';
import { defaultAccessConfig, type AccessConfig } from './access-config';
import { can } from './capabilities';
import { menuFor, profileMenuFor, type MenuEntry, type MenuLink } from './menu';
import { consoleRoutes } from './routes';

const links = (entries: MenuEntry[]): MenuLink[] =>
  entries.flatMap((e) => ('items' in e ? e.items : [e]));
const labelsOf = (name: DemoName, config: AccessConfig = defaultAccessConfig) =>
  links(menuFor(DEMO[name], defaultBrand, config)).map((l) => l.label);

describe('menu per role (000 section 6 "Menu extras", 002 section 6)', () => {
  it.each<[DemoName, string[], string[]]>([
    ['oc', ['OC Module', 'Universal Search', 'Returns'], ['RT Module', 'Call Search']],
    ['rt', ['RT Module', 'Returns'], ['OC Module']],
    // The team modules follow the OC and RT codes; team leaders reach them from search.
    ['teamLead', ['Call Search', 'List of CETs', 'Upload Sheet'], ['OC Module', 'RT Module']],
    ['qa', ['Call Search'], ['List of CETs']],
    ['finance', ['COD To Online', 'COD Upload'], ['Returns', 'Calls', 'Place Order']],
    ['ops', ['Stock Management', 'COD To Online', 'COD Upload', 'Offer Automation'], ['Returns']],
    ['ops', ['Import Orders', 'Picklist', 'Scanner', 'Missing Items'], ['Upload Sheet']],
    ['distributionManager', ['Stock Management', 'Distribution Management'], ['Returns']],
    ['tech', ['Upload Sheet', 'Upload Sheet By Type', 'Fulfillment Batch'], ['Returns']],
    ['npl', ['Upload Product Automation'], ['Universal Search', 'Returns', 'Place Order']],
    ['admin', ['Product Price Update Automation', 'Product Review', 'Add Coupon'], ['Tags']],
    ['couponManager', ['Product Review', 'Add Coupon'], ['Tags']],
    ['cet', ['Product Review', 'Returns'], ['Add Coupon', 'Tags']],
    ['partnerships', ['Quotation'], ['Calls', 'Escalations']],
    // Foam B2B and Bulk Retail may open quotations, but the menu item is for Partnerships.
    ['foamB2b', [], ['Quotation']],
    ['bulkRetail', [], ['Quotation']],
    [
      'retailManager',
      ['Retail Management', 'Daily Cash Report', 'Prepaid Cash Upload', 'Store Inventory'],
      ['Returns', 'Place Order', 'Calls'],
    ],
    [
      'retailAgent',
      ['Daily Cash Report', 'Store Inventory'],
      ['Prepaid Cash Upload', 'Retail Management'],
    ],
    ['hcAgent', ['Pending Order'], ['Returns']],
    ['superkAgent', ['Pending Order'], ['Returns']],
    ['cetMemberCreator', ['Members'], []],
    ['teamLeadMemberCreator', [], ['Members']],
  ])('%s sees %j and not %j', (name, shown, hidden) => {
    const labels = labelsOf(name);
    for (const label of shown) expect(labels).toContain(label);
    for (const label of hidden) expect(labels).not.toContain(label);
  });

  it('gives FINANCE a Refunds dropdown with the 8 categories in order', () => {
    const refunds = menuFor(DEMO.finance, defaultBrand, defaultAccessConfig).find(
      (e) => e.label === 'Refunds',
    );
    expect(refunds && 'items' in refunds ? refunds.items : []).toEqual([
      { label: 'Return Orders', to: '/refund-list/return-orders/' },
      { label: 'Sale Benefit Orders', to: '/refund-list/sale-benefit-orders/' },
      { label: 'Cancelled Orders', to: '/refund-list/cancelled-orders/' },
      { label: 'Customization Orders', to: '/refund-list/customization-orders/' },
      { label: 'RTS Refunds', to: '/refund-list/rts-refunds/' },
      { label: 'Price Drop Orders', to: '/refund-list/price-drop-orders/' },
      { label: 'ODA Charge Cancelled Orders', to: '/refund-list/ODA-charge-cancelled-orders/' },
      { label: 'Carpenter Refund', to: '/refund-list/carpenter-refund/' },
    ]);
  });

  it('shows Tags only with the combined-reviews flag', () => {
    const flagged = { ...defaultAccessConfig, combinedReviews: true };
    expect(labelsOf('admin', flagged)).toContain('Tags');
    expect(labelsOf('couponManager', flagged)).toContain('Tags');
    // CET may see reviews but not tags, flag or no flag.
    expect(labelsOf('cet', flagged)).not.toContain('Tags');
  });

  it('gives the two cash reports their own addresses', () => {
    const to = (name: DemoName) =>
      links(menuFor(DEMO[name], defaultBrand, defaultAccessConfig)).find(
        (l) => l.label === 'Daily Cash Report',
      )?.to;
    expect(to('retailManager')).toBe('/daily-cash-report-rm');
    expect(to('retailAgent')).toBe('/daily-cash-report-ra');
  });

  it('follows the brand in the scanner and returns links', () => {
    const brand = brandFrom('Acme', 'acme');
    expect(links(menuFor(DEMO.ops, brand, defaultAccessConfig))).toContainEqual({
      label: 'Scanner',
      to: '/acme-scanner',
    });
    expect(links(menuFor(DEMO.cet, brand, defaultAccessConfig))).toContainEqual({
      label: 'Returns',
      to: '/returns-replacement/acme',
    });
  });

  it('drops empty groups', () => {
    const entries = menuFor(DEMO.qa, defaultBrand, defaultAccessConfig);
    expect(entries.every((e) => !('items' in e) || e.items.length > 0)).toBe(true);
    expect(entries.map((e) => e.label)).not.toContain('Refunds');
  });

  const everyone = { ...defaultAccessConfig, combinedReviews: true };
  it.each(DEMO_NAMES)('offers %s only routes it may open', (name) => {
    const p = DEMO[name];
    const routes = consoleRoutes(defaultBrand, everyone);
    for (const link of links(menuFor(p, defaultBrand, everyone))) {
      const path = link.to.replace(/(.)\/$/, '$1');
      const route = routes.find((r) =>
        new RegExp(`^${r.path.replace(/:[A-Za-z_]+/g, '[^/]+').replace(/(.)\/$/, '$1')}$`).test(
          path,
        ),
      );
      expect(route, link.to).toBeDefined();
      if (route && route.capability !== 'public') {
        expect(can(p, route.capability, everyone), link.to).toBe(true);
      }
    }
  });
});

describe('profile menu', () => {
  it.each([
    ['a CET', DEMO.cet, ['change-password', 'logout']],
    ['an admin', DEMO.admin, ['change-password', 'logout']],
    [
      'a Retail Agent before the session',
      DEMO.retailAgent,
      ['change-password', 'start-session', 'logout'],
    ],
    [
      'a Retail Agent in session',
      principal({ login_role: 'Retail Agent', is_session_started: true }),
      ['change-password', 'end-session', 'logout'],
    ],
    // A manager's Start Session opens /rm-session-dashboard, where the session starts (000 section 4).
    [
      'a Retail Manager before the session',
      DEMO.retailManager,
      ['change-password', 'start-session', 'logout'],
    ],
    [
      'a Retail Manager in session',
      principal({ login_role: 'Retail Manager', is_session_started: true }),
      ['change-password', 'end-session', 'logout'],
    ],
  ])('for %s is %j', (_label, p, expected) => {
    expect(profileMenuFor(p)).toEqual(expected);
  });
});
