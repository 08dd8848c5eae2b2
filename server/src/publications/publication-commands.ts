// Publishing, editing and deleting a publication: the rules each write keeps (a profile first, the upload mode
// and the files it needs, one DOI per work, who the authors are and their consent), the rows written, and the
// events published. The publish route (single and imported works alike) and the edit routes call these.
import { type createPublicationFields, PUBLICATION_MESSAGES, type updatePublicationFields } from "@scholarly/contract";
import type { z } from "zod";
import type { Db } from "../db/database.js";
import type { DomainEvents } from "../events/domain-events.js";
import { badRequest } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { ownedItemCommands } from "../owned-items/owned-item-commands.js";
import type { OwnedItemChanges } from "../owned-items/owned-item-store.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import type { Storage } from "../storage/storage.js";
import { bibliographicColumns, refuseDuplicateDoi } from "./bibliographic-columns.js";
import { publicationAuthorsStore } from "./publication-authors-store.js";
import {
  type Authorship,
  addedCoauthors,
  announceCoauthors,
  resolveAuthorship,
  withConsent,
} from "./publication-authorship.js";
import { publicationDateColumns } from "./publication-date-columns.js";
import { type PublicationRow, publicationStore } from "./publication-store.js";
import { createdUploadMode, editedUploadMode, requirePrivateVersion } from "./upload-modes.js";

/** A file the form stored: its storage key and the name it was sent under. */
interface SentFile {
  key: string;
  fileName: string;
}

interface SentDocuments {
  document?: SentFile | undefined;
  privateDocument?: SentFile | undefined;
}

type EditFields = Partial<z.output<typeof updatePublicationFields>>;

/** The columns an edit sets: only those sent; an emptied DOI or citation field becomes none. */
function publicationChanges(sent: EditFields, authorship: Authorship | undefined): OwnedItemChanges<"publications"> {
  return {
    title: sent.title,
    author: authorship?.display,
    ...publicationDateColumns(sent.publication_date),
    publication_type: sent.publication_type,
    abstract: sent.abstract,
    upload_mode: sent.upload_mode,
    ...bibliographicColumns(sent),
  };
}

export function publicationCommands(context: { db: Db; storage: Storage; events: DomainEvents }) {
  const { db, storage, events } = context;
  const profiles = memberStore(db);
  const publications = publicationStore(db);
  const authors = publicationAuthorsStore(db);
  const owned = ownedItemCommands(context, "publications");

  async function publisherOf(userId: number) {
    const profile = await profiles.ofUser(userId);
    if (!profile) throw badRequest(PUBLICATION_MESSAGES.profileRequired);
    return profile;
  }

  return {
    /** Publishes a work with its document (and private version), or metadata only; answers its id. */
    async createPublication(
      userId: number,
      fields: z.output<typeof createPublicationFields>,
      { document, privateDocument }: SentDocuments,
    ): Promise<number> {
      const uploadMode = createdUploadMode(fields.upload_mode, document !== undefined);
      const privateVersion = uploadMode === "both" ? privateDocument : undefined;
      requirePrivateVersion(uploadMode, privateVersion !== undefined);
      const profile = await publisherOf(userId);
      const authorship = await resolveAuthorship(
        profiles,
        { authors: fields.authors, author: fields.author ?? "" },
        profile,
      );
      if (!authorship) throw new Error("An upload always has authors.");
      const metadata = bibliographicColumns(fields);
      await refuseDuplicateDoi(publications, userId, metadata.doi);
      const row = await publications.insert({
        user_id: userId,
        title: fields.title,
        author: authorship.display,
        publication_date: null,
        ...publicationDateColumns(fields.publication_date),
        publication_type: fields.publication_type,
        abstract: fields.abstract ?? "",
        ...metadata,
        upload_document: document?.key ?? null,
        upload_document_name: document?.fileName || null,
        upload_mode: uploadMode,
        private_document: privateVersion?.key ?? null,
        private_document_name: privateVersion?.fileName || null,
      });
      const stored = withConsent(authorship.authors, [], profile.id);
      await authors.replace(row.id, stored);
      events.publish({ type: "post.created", kind: "publication", postId: row.id, userId });
      const coauthors = addedCoauthors([], stored, profile.id);
      await announceCoauthors({ profiles, events }, { id: row.id, addedByUserId: userId }, coauthors);
      return row.id;
    },

    /**
     * Edits the member's publication (`existing`, theirs: the route checked) with the fields sent; a new
     * document replaces the old one, and so does a new private version where the mode keeps one.
     */
    async updatePublication(
      existing: PublicationRow,
      sent: EditFields,
      { document, privateDocument }: SentDocuments,
    ): Promise<void> {
      const { user_id: userId, id } = existing;
      const profile = await publisherOf(userId);
      const uploadMode = editedUploadMode(sent.upload_mode, existing.upload_mode, document !== undefined);
      const privateVersion = (uploadMode ?? existing.upload_mode) === "both" ? privateDocument : undefined;
      // A public or private work's document would become the public copy, with no private one.
      requirePrivateVersion(uploadMode, existing.private_document !== null || privateVersion !== undefined);
      const values = { ...sent, upload_mode: uploadMode };
      const authorship = await resolveAuthorship(profiles, values, profile);
      const changes = publicationChanges(values, authorship);
      await refuseDuplicateDoi(publications, userId, changes.doi, id);
      let added: number[] = [];
      if (authorship) {
        const before = await authors.stored(id);
        const stored = withConsent(authorship.authors, before, profile.id);
        added = addedCoauthors(before, stored, profile.id);
        await authors.replace(id, stored);
      }
      await owned.update(
        userId,
        id,
        {
          ...changes,
          ...(document && { upload_document_name: document.fileName || null }),
          ...(privateVersion && {
            private_document: privateVersion.key,
            private_document_name: privateVersion.fileName || null,
          }),
        },
        document?.key,
      );
      if (privateVersion) await removeReplacedFile(storage, existing.private_document);
      await announceCoauthors({ profiles, events }, { id, addedByUserId: userId }, added);
    },

    /** Deletes the member's publication (`existing`, theirs: the route checked) and its documents. */
    async deletePublication(existing: PublicationRow): Promise<void> {
      await owned.remove(existing.user_id, existing.id);
    },
  };
}

export type PublicationCommands = ReturnType<typeof publicationCommands>;
