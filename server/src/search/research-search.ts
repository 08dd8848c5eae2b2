// A search for research: the text parsed, retried with one typo per long word when nothing matches exactly,
// a page of hits as feed cards with a highlighted snippet of where each matched.
import type { MatchedIn, SearchHit, SearchPage, SearchQuery } from "@scholarly/contract";
import { pagedAnswer } from "../http/paged-answer.js";
import type { PostRow } from "../posts/hydrated-post.js";
import type { HydrationStore } from "../posts/hydration-store.js";
import { presentCard } from "../posts/present-card.js";
import { editDistance, MIN_TYPO_LENGTH, parseSearch } from "./parse-search.js";
import type { SearchPlan } from "./search-conditions.js";
import { type Headline, MARK_END, MARK_START, type MatchedWeight, type SearchStore } from "./search-store.js";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Everything HTML-escaped except the marks ts_headline put around matched words. */
export function markedHtml(headline: string): string {
  return headline
    .replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] as string)
    .replaceAll(MARK_START, "<mark>")
    .replaceAll(MARK_END, "</mark>");
}

/** Where a hit matched, named for its kind: text is a publication's abstract, a code snippet's description. */
function matchedIn(post: PostRow, weight: MatchedWeight | null, plan: SearchPlan): MatchedIn {
  switch (weight) {
    case "a":
      return "title";
    case "b":
      return "author";
    case "c":
      return post.type === "publication" ? "abstract" : "description";
    case "d":
      return post.type === "publication" ? "document" : "code";
    case null:
      if (plan.parsed.authors.length > 0) return "author";
      return post.type === "image" || post.type === "video" ? "description" : "title";
  }
}

function fieldText(post: PostRow, field: MatchedIn, authorName: string): string {
  switch (field) {
    case "title":
      return post.type === "publication" || post.type === "code" ? post.row.title : "";
    case "abstract":
      return post.type === "publication" ? post.row.abstract : "";
    case "description":
      if (post.type === "code") return post.row.code;
      return post.type === "image" || post.type === "video" ? post.row.description : "";
    case "author":
      return post.type === "publication" ? `${post.row.author}, ${authorName}` : authorName;
    case "document":
    case "code":
      return "";
  }
}

export function researchSearch(search: SearchStore, hydration: HydrationStore) {
  /** For each long word no post uses, the words posts use one edit away (a swap of neighbours counts one). */
  async function corrections(words: readonly string[]): Promise<Map<string, string[]>> {
    const long = words.filter((word) => [...word].length >= MIN_TYPO_LENGTH);
    const found = new Map<string, string[]>();
    for (const { word, folded, known } of await search.spellings(long)) {
      if (known || !folded) continue;
      const near = (await search.wordsNear(folded)).filter((candidate) => editDistance(candidate, folded) === 1);
      if (near.length > 0) found.set(word, near);
    }
    return found;
  }

  /** What to mark for a hit: the field it matched in (a document's text is read in the database). */
  function headlineFor(post: PostRow, field: MatchedIn, authorName: string): Headline {
    if (field === "document" || field === "code") {
      return { document: post.type === "code" ? "code" : "publication", postId: post.row.id };
    }
    const whole = field === "title" || field === "author";
    return { text: fieldText(post, field, authorName), whole, names: field === "author" };
  }

  return {
    async search(query: SearchQuery, path: string): Promise<SearchPage> {
      const { q, sort, page, limit, ...filters } = query;
      let plan: SearchPlan = { parsed: parseSearch(q), corrections: new Map(), filters };
      let total = await search.count(plan);
      if (total.count === 0 && plan.parsed.words.length > 0) {
        const fixes = await corrections(plan.parsed.words);
        if (fixes.size > 0) {
          plan = { ...plan, corrections: fixes };
          total = await search.count(plan);
        }
      }
      const offset = (page - 1) * limit;
      const keys = total.count > offset ? await search.page(plan, sort, { offset, limit }, total.count) : [];
      const weightOf = new Map(keys.map((key) => [`${key.type}:${key.id}`, key.matchedWeight]));
      const posts = await hydration.posts(keys);
      const found = posts.map((post) => {
        const item = presentCard(post);
        const field = matchedIn(post, weightOf.get(`${post.type}:${post.row.id}`) ?? null, plan);
        return { item, field, headline: headlineFor(post, field, item.user_profile.name) };
      });
      const headlines = await search.headlines(
        found.map(({ headline }) => headline),
        plan,
      );
      const results: SearchHit[] = found.map(({ item, field }, at) => ({
        ...item,
        matched_in: field,
        highlight: markedHtml(headlines[at] ?? ""),
      }));
      return {
        ...pagedAnswer(path, query, { page, limit, count: total.count }, results),
        count_is_estimate: total.estimate,
      };
    },
  };
}
