// The one envelope of a numbered list (`pageOf` in the contract: count, next, previous, results) and its one
// rule for the neighbouring pages: `next` while later rows exist, `previous` while the page before holds rows
// (a page asked past the end links back to none). Links are relative to the API host, as the web follows them.
import type { Page } from "@scholarly/contract";

/** A list's query as asked: every value sent is carried into its links, the page number replaced. */
export type ListQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** The relative URL of the list at `path` with these query values, in their order, leaving out the unset. */
export function listLink(path: string, query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return `${path}?${params}`;
}

export interface PageNumbers {
  page: number;
  /** Rows per page. */
  limit: number;
  /** Rows in the whole list. */
  count: number;
}

/** Whether a page after this one, and one before it, hold rows. */
export function neighbouringPages({ page, limit, count }: PageNumbers): { next: boolean; previous: boolean } {
  return { next: page * limit < count, previous: page > 1 && (page - 2) * limit < count };
}

export function pagedAnswer<Item>(path: string, query: ListQuery, numbers: PageNumbers, results: Item[]): Page<Item> {
  const { page, count } = numbers;
  const has = neighbouringPages(numbers);
  const link = (target: number) => listLink(path, { ...query, page: target });
  return {
    count,
    next: has.next ? link(page + 1) : null,
    previous: has.previous ? link(page - 1) : null,
    results,
  };
}
