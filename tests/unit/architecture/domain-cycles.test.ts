/**
 * The domain's modules import each other in one direction only (docs/architecture.md,
 * Layering rules): a circle, such as presence.ts and watchers.ts each importing the other
 * for one type, means a rule has no home of its own and a reader cannot tell which module
 * to open first. A type both need lives in `domain/types.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = 'renderer/domain';

/** The domain modules each module imports, by file name without `.ts`. */
function domainImports(sources: Readonly<Record<string, string>>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [name, source] of Object.entries(sources)) {
    const targets = [...source.matchAll(/from '\.\/([\w-]+)'/g)].map((m) => m[1]!);
    graph.set(
      name,
      targets.filter((t) => t in sources),
    );
  }
  return graph;
}

/** Every circle of the graph, each as the path that closes it (`a → b → a`). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]): void => {
    const at = path.indexOf(node);
    if (at >= 0) {
      found.push([...path.slice(at), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

function readDomain(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const file of readdirSync(DOMAIN)) {
    if (file.endsWith('.ts')) sources[file.slice(0, -3)] = readFileSync(join(DOMAIN, file), 'utf8');
  }
  return sources;
}

describe('renderer/domain imports', () => {
  it('form no circle', () => {
    const graph = domainImports(readDomain());
    expect(graph.size).toBeGreaterThan(10);
    expect(circles(graph)).toEqual([]);
  });

  it('a circle of two modules over one type is found', () => {
    const graph = domainImports({
      presence: "import type { PresenceRole } from './watchers';",
      watchers: "import { validPresence } from './presence';",
      types: '',
    });
    expect(circles(graph)).toEqual(['presence → watchers → presence']);
  });

  it('a module imported from two sides is no circle', () => {
    const graph = domainImports({
      presence: "import type { PresenceRole } from './types';",
      watchers: "import { validPresence } from './presence';\nimport type { X } from './types';",
      types: '',
    });
    expect(circles(graph)).toEqual([]);
  });
});
