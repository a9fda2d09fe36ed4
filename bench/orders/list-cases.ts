import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import type { Brand } from '@backoffice/domain/core/brand';
import {
  platformAffiliateFilter,
  statusBySlug,
  tabsForRole,
  type OrderTeam,
} from '@backoffice/domain/orders';
import { workListCounts, workListPage, type WorkListFilter } from '@backoffice/server/areas/orders';
import type { capturingDatabase } from '../lib/sql-capture';
import type { BenchCase } from './bench-case';

// The work lists of docs/orders.md; the SQL is the server's own (order-lists.queries.ts),
// called the way order-lists.service.ts calls it: the page and its count, or the tab counts.

export interface ListCaseOptions {
  brand: Brand;
  capture: ReturnType<typeof capturingDatabase>['capture'];
  /** Team Leader token: whole lists. */
  leaderToken: string;
  /** OC agent (login id 2) token: the agent's own list. */
  agentToken: string;
}

const DEEP_PAGE = 200;

/** Pages 1 and 200 of the New Order and Instructions Due lists, and the tab counts. */
export async function listCases(o: ListCaseOptions): Promise<BenchCase[]> {
  const page = (n: number) => ({
    limit: ORDER_LIST_PAGE_SIZE,
    offset: (n - 1) * ORDER_LIST_PAGE_SIZE,
  });
  const list = async (
    name: string,
    token: string,
    team: OrderTeam,
    platform: string,
    slug: string,
    pageNo: number,
    agent: number | null,
  ): Promise<BenchCase> => {
    const filter: WorkListFilter = {
      platform: platformOf(platform, o.brand),
      status: statusOf(slug),
      agentLoginId: agent,
    };
    const { limit, offset } = page(pageNo);
    const statements = await o.capture(async (db) => {
      await workListPage(db, filter, { limit, offset });
      await workListCounts(db, filter, [filter.status]);
    });
    const agentSegment = agent === null ? '' : `${agent}/`;
    return {
      name,
      token,
      path: () =>
        `/api/list-of-all-orders/${agentSegment}${platform}/${slug}/?role=${team}&limit=${limit}&offset=${offset}`,
      statements: () => statements,
    };
  };
  const tabs = async (name: string, token: string, platform: string, agent: number | null) => {
    const statuses = tabsForRole({ role: 'TEAML' }, 'oc').map((s) => s.id);
    const filter = { platform: platformOf(platform, o.brand), agentLoginId: agent };
    const statements = await o.capture((db) => workListCounts(db, filter, statuses));
    const agentQuery = agent === null ? '' : `&cet_uid=${agent}`;
    return {
      name,
      token,
      path: () => `/api/list-of-all-orders/tab-counts/${platform}/?role=oc${agentQuery}`,
      statements: () => statements,
    };
  };
  const brand = o.brand.slug;
  return [
    await tabs('tab counts, OC, brand', o.leaderToken, brand, null),
    await tabs('tab counts, OC, agent 2', o.agentToken, brand, 2),
    await list('New Order, brand, page 1', o.leaderToken, 'oc', brand, 'new', 1, null),
    await list(
      `New Order, brand, page ${DEEP_PAGE}`,
      o.leaderToken,
      'oc',
      brand,
      'new',
      DEEP_PAGE,
      null,
    ),
    await list('New Order, affiliate, page 1', o.leaderToken, 'oc', 'affiliate', 'new', 1, null),
    await list(
      `New Order, affiliate, page ${DEEP_PAGE}`,
      o.leaderToken,
      'oc',
      'affiliate',
      'new',
      DEEP_PAGE,
      null,
    ),
    await list('New Order, agent 2, page 1', o.agentToken, 'oc', brand, 'new', 1, 2),
    await list(
      `New Order, agent 2, page ${DEEP_PAGE}`,
      o.agentToken,
      'oc',
      brand,
      'new',
      DEEP_PAGE,
      2,
    ),
    await list(
      'Instructions Due, brand, page 1',
      o.leaderToken,
      'rt',
      brand,
      'instructions-due',
      1,
      null,
    ),
  ];
}

function platformOf(platform: string, brand: Brand) {
  const filter = platformAffiliateFilter(platform, brand);
  if (!filter) throw new Error(`unknown platform ${platform}`);
  return filter;
}

function statusOf(slug: string) {
  const status = statusBySlug(slug);
  if (!status) throw new Error(`unknown status slug ${slug}`);
  return status.id;
}
