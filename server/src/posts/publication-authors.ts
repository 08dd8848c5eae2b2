// How a stored author of a publication is shown to everyone: a named member who has not confirmed is plain
// text; one who confirmed is linked and carries the ORCID iD of their profile (so citations and JSON-LD do).
import type { AuthorshipStatus, PublicationAuthor } from "@scholarly/contract";

export interface StoredAuthorRow {
  name: string;
  orcid: string | null;
  profile_id: number | null;
  status: AuthorshipStatus;
  /** The ORCID iD on the named member's profile, if any. */
  member_orcid: string | null;
}

export function authorAsSeen({ name, orcid, profile_id, status, member_orcid }: StoredAuthorRow): PublicationAuthor {
  const confirmed = status === "confirmed" && profile_id !== null;
  return { name, orcid: (confirmed && member_orcid) || orcid, profile_id: confirmed ? profile_id : null };
}
