// Presents rows of one kind of post with their thumbnails, loaded in one query per answer.
import type { PostType } from "@scholarly/contract";
import { loadThumbnails, type PostThumbnail } from "./post-thumbnails.js";
import type { ThumbnailStore } from "./thumbnail-store.js";

/** Presents rows as the wire format, loading what they need for all of them at once. */
export interface RowPresenter<Row, Item> {
  all(rows: readonly Row[]): Promise<Item[]>;
  one(row: Row): Promise<Item>;
}

export function presentWithThumbnails<Row extends { id: number }, Item>(
  store: ThumbnailStore,
  post: { kind: PostType; fileKeyOf(row: Row): string | null; present(row: Row, pictures: PostThumbnail): Item },
): RowPresenter<Row, Item> {
  const all = async (rows: readonly Row[]): Promise<Item[]> => {
    const thumbnailOf = await loadThumbnails(
      store,
      rows.map((row) => ({ kind: post.kind, id: row.id, fileKey: post.fileKeyOf(row) })),
    );
    return rows.map((row) => post.present(row, thumbnailOf(post.kind, row.id)));
  };
  return {
    all,
    async one(row) {
      const thumbnailOf = await loadThumbnails(store, [{ kind: post.kind, id: row.id, fileKey: post.fileKeyOf(row) }]);
      return post.present(row, thumbnailOf(post.kind, row.id));
    },
  };
}
