// Every column of the schema that holds a storage key of a file its row owns, with the column naming the row's
// owner: the orphan sweeper keeps a file while any of these names it, and deleting an account removes every file
// they name for it. The posts' columns come from the post-kind registry; a new file column of another table
// belongs here (file-columns.test.ts fails until it is).
import type { Database } from "../db/tables.js";
import { postFileColumns } from "../posts/post-kinds.js";

export interface FileColumn {
  table: keyof Database & string;
  column: string;
  ownerColumn: string;
}

/** The tables whose rows belong to a member through `user_id`. */
type MemberTable = { [T in keyof Database]: Database[T] extends { user_id: number } ? T : never }[keyof Database];

const column = <T extends MemberTable>(table: T, name: keyof Database[T] & string): FileColumn => ({
  table,
  column: name,
  ownerColumn: "user_id",
});

export const fileColumns: readonly FileColumn[] = [
  ...postFileColumns.map(({ table, column, ownerColumn }) => ({ table, column, ownerColumn })),
  column("profiles", "profile_picture"),
  column("personal_portfolios", "cv_pdf"),
  column("education", "media"),
  column("internships", "media"),
  column("experiences", "media"),
  column("projects", "media"),
  column("post_thumbnails", "small_key"),
  column("post_thumbnails", "large_key"),
];
