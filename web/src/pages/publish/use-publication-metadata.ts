// The publish form's author list (the member first, once their profile is known) and citation fields, and
// filling both from an imported draft.
import type { PublicationDraft } from "@scholarly/contract";
import { useEffect, useState } from "react";
import { useOwnProfile } from "../../api/profiles";
import { type EditedAuthor, editedAuthor } from "../../features/publication-metadata/author-list";
import { type CitationValues, EMPTY_CITATION } from "../../features/publication-metadata/CitationFields";
import { draftAuthors, draftCitation } from "../../features/publication-metadata/draft-metadata";

export function usePublicationMetadata() {
  const ownProfile = useOwnProfile().data;
  const [authors, setAuthors] = useState<EditedAuthor[]>([]);
  const [citation, setCitation] = useState<CitationValues>(EMPTY_CITATION);

  useEffect(() => {
    if (!ownProfile) return;
    setAuthors((current) =>
      current.length > 0
        ? current
        : [editedAuthor({ name: ownProfile.name, orcid: ownProfile.orcid, profile_id: ownProfile.id })],
    );
  }, [ownProfile]);

  /** A draft's authors, the member linked where their ORCID iD or name matches (else they are asked which they are). */
  const fillFrom = (draft: PublicationDraft) => {
    setAuthors(draftAuthors(draft, ownProfile));
    setCitation(draftCitation(draft));
  };

  return { authors, setAuthors, citation, setCitation, fillFrom, memberId: ownProfile?.id };
}
