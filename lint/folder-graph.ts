import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Folders and the folders they import from. */
export type FolderGraph = Map<string, Set<string>>;

/** The relative specifiers of a module: import, export ... from, and dynamic import. */
const RELATIVE_SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const isFolder = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/**
 * The node of a path under `root`: its folder `depth` levels deep (area, or area/sub-area). A
 * file above that depth (an area's index.ts or error table) is a node of its own, named without
 * its extension; a folder imported as such stands for its index.
 */
function nodeOf(root: string, path: string, depth: number): string | null {
  const parts = relative(root, path).split(sep);
  if (parts[0] === '..' || !isFolder(join(root, parts[0] ?? ''))) return null;
  const folders: string[] = [];
  for (const part of parts.slice(0, depth)) {
    if (!isFolder(join(root, ...folders, part))) break;
    folders.push(part);
  }
  if (folders.length === depth) return folders.join('/');
  const file = parts[folders.length] ?? 'index';
  return [...folders, file.replace(/\.tsx?$/, '')].join('/');
}

/**
 * The import graph of the folders under `root`, `depth` levels deep: with depth 1 each area,
 * with depth 2 each sub-area. Imports inside one node, and of anything outside `root`, are not
 * edges.
 */
export function folderGraph(root: string, depth: number): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file, depth);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_SPECIFIER)) {
      const to = nodeOf(root, resolve(dirname(file), specifier ?? ''), depth);
      if (to !== null && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The shortest path from `start` back to itself within `members`, as a list of folders. */
function cycleThrough(graph: FolderGraph, start: string, members: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const back: string[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at) ?? start) back.unshift(at);
        return [start, ...back, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** Every group of folders that import each other in a circle, each shown as one of its cycles. */
export function findCycles(graph: FolderGraph): string[][] {
  // Tarjan's strongly connected components: a component of two or more folders holds a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members = new Set<string>();
    for (let member = stack.pop(); ; member = stack.pop()) {
      onStack.delete(member as string);
      members.add(member as string);
      if (member === node) break;
    }
    if (members.size > 1)
      cycles.push(cycleThrough(graph, [...members].sort()[0] as string, members));
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
