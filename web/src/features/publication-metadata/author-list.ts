// The author list as the forms edit it, and as the `authors` field sends it.
import type { PublicationAuthor } from "@scholarly/contract";

export interface EditedAuthor {
  /** A stable key for the row while it is moved. */
  key: string;
  name: string;
  orcid: string | null;
  profile_id: number | null;
}

let nextKey = 0;
export const editedAuthor = (author: Omit<EditedAuthor, "key">): EditedAuthor => {
  nextKey += 1;
  return { ...author, key: `author-${nextKey}` };
};

/** The multipart `authors` field: a JSON array, blank free names left out. */
export function authorsField(authors: readonly EditedAuthor[]): string {
  const sent: Omit<PublicationAuthor, "orcid" | "profile_id">[] = authors
    .filter((author) => author.name.trim() || author.profile_id)
    .map(({ name, orcid, profile_id }) => ({
      name: name.trim(),
      ...(orcid && { orcid }),
      ...(profile_id && { profile_id }),
    }));
  return JSON.stringify(sent);
}

/** Moves the author at `from` by `step` places, staying within the list. */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
