// Reads publications together with their owner's profile and their authors, for citing, exporting and harvesting.
import { type DatePrecision, publicationDateText } from "@scholarly/contract";
import type { Db } from "../db/database.js";
import type { PublicationDocuments } from "../posts/document-access.js";
import { memberPublicationIds } from "../posts/member-publication-ids.js";
import { publicationAuthorsStore } from "../publications/publication-authors-store.js";

export interface RecordAuthor {
  name: string;
  orcid: string | null;
  /** The author's profile when they are a member (and linked). */
  profile_id: number | null;
}

/** Its documents come along so that harvesters learn which full text anyone may fetch (publicDocumentUrl). */
export interface PublicationRecord extends PublicationDocuments {
  id: number;
  title: string;
  /** The authors as one display string, "Ada Lovelace, Charles Babbage"; see publicationAuthors. */
  author: string;
  /** The ordered author list; empty for publications stored before lists (their display string names them). */
  authors: RecordAuthor[];
  journal: string | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  publisher: string | null;
  isbn: string | null;
  url: string | null;
  keywords: string[];
  license: string | null;
  publication_date: string | null;
  publication_date_precision: DatePrecision;
  publication_type: string;
  doi: string | null;
  abstract: string;
  created_at: Date;
  /** When the metadata last changed. */
  updated_at: Date;
  owner_profile_id: number | null;
  owner_name: string;
}

/** The known part of the record's date, ISO style: 2021, 2021-03 or 2021-03-15; null when it has none. */
export const knownDate = (record: Pick<PublicationRecord, "publication_date" | "publication_date_precision">) =>
  record.publication_date && publicationDateText(record.publication_date, record.publication_date_precision);

export function publicationStore(db: Db) {
  const authorLists = publicationAuthorsStore(db);
  async function withAuthors<Row extends { id: number }>(rows: Row[]): Promise<(Row & { authors: RecordAuthor[] })[]> {
    const authorsOf = await authorLists.of(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      authors: (authorsOf.get(row.id) ?? []).map(({ name, orcid, profile_id }) => ({ name, orcid, profile_id })),
    }));
  }
  const records = () =>
    db
      .selectFrom("publications")
      .leftJoin("profiles", "profiles.user_id", "publications.user_id")
      .select([
        "publications.id",
        "publications.title",
        "publications.author",
        "publications.publication_date",
        "publications.publication_date_precision",
        "publications.publication_type",
        "publications.doi",
        "publications.abstract",
        "publications.journal",
        "publications.volume",
        "publications.issue",
        "publications.pages",
        "publications.publisher",
        "publications.isbn",
        "publications.url",
        "publications.keywords",
        "publications.license",
        "publications.created_at",
        "publications.updated_at",
        "publications.user_id",
        "publications.upload_mode",
        "publications.upload_document",
        "publications.private_document",
        "profiles.id as owner_profile_id",
      ])
      .select((eb) => eb.fn.coalesce("profiles.name", eb.val("")).as("owner_name"));

  return {
    async byId(id: number): Promise<PublicationRecord | undefined> {
      const [record] = await withAuthors(await records().where("publications.id", "=", id).execute());
      return record;
    },

    async byIds(ids: number[]): Promise<PublicationRecord[]> {
      if (ids.length === 0) return [];
      return withAuthors(await records().where("publications.id", "in", ids).execute());
    },

    /**
     * Publications of the member with this profile, co-authored ones included: every one oldest first (so citation keys stay put), or
     * the newest few; undefined when there is no such profile.
     */
    async ofProfile(
      profileId: number,
      pick: { newest: number } | "all" = "all",
    ): Promise<{ name: string; updated_at: Date; publications: PublicationRecord[] } | undefined> {
      const profile = await db
        .selectFrom("profiles")
        .select(["name", "user_id", "updated_at"])
        .where("id", "=", profileId)
        .executeTakeFirst();
      if (!profile) return undefined;
      const ofMember = records().where("publications.id", "in", memberPublicationIds(db, profile.user_id));
      const publications = await withAuthors(
        await (pick === "all"
          ? ofMember.orderBy("publications.id")
          : ofMember.orderBy("publications.created_at", "desc").orderBy("publications.id", "desc").limit(pick.newest)
        ).execute(),
      );
      return { name: profile.name, updated_at: profile.updated_at, publications };
    },

    /** The DOIs on the member's publications, as typed. */
    async doisOf(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom("publications")
        .select("doi")
        .where("user_id", "=", userId)
        .where("doi", "is not", null)
        .execute();
      return rows.flatMap((row) => (row.doi ? [row.doi] : []));
    },
  };
}

export type PublicationStore = ReturnType<typeof publicationStore>;
