// What an imported draft puts in a publication's author list and citation fields: the member linked where
// the draft names them (by ORCID iD, else by name), every other author a free name.
import type { PublicationDraft } from "@scholarly/contract";
import { type EditedAuthor, editedAuthor } from "./author-list";
import { type CitationValues, citationValuesOf } from "./CitationFields";

export interface DraftingMember {
  id: number;
  name: string;
  orcid: string | null;
}

export function draftAuthors(draft: PublicationDraft, member: DraftingMember | null | undefined): EditedAuthor[] {
  const isMember = (author: PublicationDraft["authors"][number]) =>
    member != null &&
    ((author.orcid !== undefined && author.orcid === member.orcid) ||
      author.name.toLowerCase() === member.name.toLowerCase());
  return draft.authors.map((author) =>
    editedAuthor({
      name: author.name,
      orcid: author.orcid ?? null,
      profile_id: member && isMember(author) ? member.id : null,
    }),
  );
}

/** A draft's citation fields as the form edits them; a draft names no licence. */
export function draftCitation(draft: PublicationDraft): CitationValues {
  return citationValuesOf({ ...draft, license: null });
}
