import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, folderGraph, type FolderGraph } from './folder-graph';

const SERVER_AREAS = fileURLToPath(new URL('../apps/server/src/areas', import.meta.url));

const graphOf = (edges: Record<string, string[]>): FolderGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

const shown = (cycles: string[][]) => cycles.map((cycle) => cycle.join(' -> '));

describe('the server areas import each other without cycles', () => {
  it('between areas', () => {
    expect(shown(findCycles(folderGraph(SERVER_AREAS, 1)))).toEqual([]);
  });

  it('between sub-areas, of one area or of two', () => {
    const graph = folderGraph(SERVER_AREAS, 2);
    expect(graph.has('sales/payments')).toBe(true);
    expect(shown(findCycles(graph))).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('names a cycle of two folders, such as payments and place-order importing each other', () => {
    const graph = graphOf({
      'sales/payments': ['sales/place-order', 'orders'],
      'sales/place-order': ['sales/payments'],
      orders: [],
    });
    expect(shown(findCycles(graph))).toEqual([
      'sales/payments -> sales/place-order -> sales/payments',
    ]);
  });

  it('names a longer cycle through every folder in it, once per group', () => {
    const graph = graphOf({
      'identity/users': ['identity/session'],
      'identity/session': ['identity/user-status'],
      'identity/user-status': ['identity/users'],
      'identity/passwords': ['identity/users'],
    });
    expect(shown(findCycles(graph))).toEqual([
      'identity/session -> identity/user-status -> identity/users -> identity/session',
    ]);
  });

  it('finds none in a layered graph', () => {
    const graph = graphOf({ sales: ['orders', 'lookups'], orders: ['lookups'], lookups: [] });
    expect(findCycles(graph)).toEqual([]);
  });
});
