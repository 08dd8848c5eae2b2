// Every column of the schema that holds a storage key of a file the row owns: the orphan sweeper keeps a file
// while any of these names it. A new file column belongs here (file-columns.test.ts fails until it is).
import type { Database } from "../db/tables.js";

export interface FileColumn {
  table: keyof Database & string;
  column: string;
}

const column = <T extends keyof Database & string>(table: T, name: keyof Database[T] & string): FileColumn => ({
  table,
  column: name,
});

export const fileColumns: readonly FileColumn[] = [
  column("profiles", "profile_picture"),
  column("publications", "upload_document"),
  column("publications", "private_document"),
  column("gallery_images", "image"),
  column("videos", "video"),
  column("user_codes", "media"),
  column("personal_portfolios", "cv_pdf"),
  column("education", "media"),
  column("internships", "media"),
  column("experiences", "media"),
  column("projects", "media"),
  column("post_thumbnails", "small_key"),
  column("post_thumbnails", "large_key"),
];
