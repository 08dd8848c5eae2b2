import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { beforeAll, describe, expect, it } from "vitest";

// The server's folders as dependency-cruiser reads their imports (TypeScript's, type-only ones included): no
// folder reaches back to itself through others, and the read-side domains meet in posts/, never in each other.

/** The composition root's context types (AppContext, App, Clock, BackgroundJobs): every domain may name them. */
const CONTEXT_TYPES = "src/app-context.ts";
/** Domains that each show posts: they depend on posts/ for it, never on one another. */
const MEETING_IN_POSTS = ["feed", "publications", "profiles", "full-text", "stats"];

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** A module's place: its folder under src/, or the file itself at the top (the composition root). */
const placeOf = (source: string) => {
  const [top, ...rest] = path.relative("src", source).split(path.sep);
  return rest.length === 0 ? (top as string) : `${top}/`;
};

let imports: Import[];
beforeAll(async () => {
  const { output } = await cruise(["src"], {
    baseDir: path.resolve(import.meta.dirname, ".."),
    exclude: { path: ["\\.test\\.ts$", "^src/test/"] },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  });
  imports = (output as ICruiseResult).modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => dependency.resolved.startsWith("src/"))
      .map((dependency) => ({
        from: module.source,
        to: dependency.resolved,
        typeOnly: dependency.dependencyTypes.includes("type-only"),
      })),
  );
}, 60_000);

/** The groups of places that import one another round in a circle (Tarjan's strongly connected components). */
function circles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (place: string) => {
    index.set(place, index.size);
    low.set(place, index.get(place) as number);
    stack.push(place);
    for (const next of edges.get(place) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(place, Math.min(low.get(place) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(place, Math.min(low.get(place) as number, index.get(next) as number));
      }
    }
    if (low.get(place) === index.get(place)) {
      const circle: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        circle.push(member);
      } while (member !== place);
      if (circle.length > 1) found.push(circle.sort());
    }
  };
  for (const place of edges.keys()) if (!index.has(place)) visit(place);
  return found;
}

describe("the server's import graph", () => {
  it("was read from the source", () => {
    expect(imports.length).toBeGreaterThan(500);
  });

  it("has no circle between folders, type imports included (but for the context types)", () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to, typeOnly } of imports) {
      if (typeOnly && to === CONTEXT_TYPES) continue;
      const [source, target] = [placeOf(from), placeOf(to)];
      if (source === target) continue;
      edges.set(source, (edges.get(source) ?? new Set()).add(target));
    }
    const found = circles(edges).map((circle) => {
      const inside = imports.filter(
        ({ from, to, typeOnly }) =>
          !(typeOnly && to === CONTEXT_TYPES) &&
          placeOf(from) !== placeOf(to) &&
          circle.includes(placeOf(from)) &&
          circle.includes(placeOf(to)),
      );
      return { circle, imports: inside.map(({ from, to }) => `${from} -> ${to}`) };
    });
    expect(found).toEqual([]);
  });

  it("keeps feed, publications, profiles, full-text and stats apart: they meet in posts/", () => {
    const crossing = imports
      .filter(({ from, to }) => {
        const [source, target] = [placeOf(from), placeOf(to)];
        return source !== target && [source, target].every((place) => MEETING_IN_POSTS.includes(place.slice(0, -1)));
      })
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(crossing).toEqual([]);
  });
});
