// Which publication a stored document belongs to, for the media route's check (private-media-access.ts) and
// the download count: one lookup by storage key.
import { sql } from "kysely";
import type { Db } from "../db/database.js";

export interface StoredDocument {
  publicationId: number;
  ownerUserId: number;
  /** Served by signed URL only: the document of a private publication, or the private version of a `both`. */
  private: boolean;
  /** Its publication's main document (`upload_document`), not the private version of a `both`. */
  main: boolean;
  /** The name it was uploaded under; null when none is kept. */
  name: string | null;
}

export type DocumentStore = ReturnType<typeof documentStore>;

export function documentStore(db: Db) {
  return {
    /** The publication document stored under `key`; undefined when no publication has it. */
    async documentOf(key: string): Promise<StoredDocument | undefined> {
      const { rows } = await sql<StoredDocument>`
        SELECT id AS "publicationId", user_id AS "ownerUserId",
          (upload_document = ${key} AND upload_mode = 'private') OR private_document = ${key} AS private,
          upload_document = ${key} AS main,
          CASE WHEN upload_document = ${key} THEN upload_document_name ELSE private_document_name END AS name
        FROM publications
        WHERE upload_document = ${key} OR private_document = ${key}
        LIMIT 1
      `.execute(db);
      return rows[0];
    },
  };
}
