// Writes of a member's own rows (portfolio sections, gallery images, videos, code snippets, publications' edits
// and deletes): the row through the store, then the files it no longer holds removed and the change announced.
import type { Db } from "../db/database.js";
import type { DomainEvents } from "../events/domain-events.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import type { Storage } from "../storage/storage.js";
import {
  type NewOwnedItem,
  type OwnedItemChanges,
  type OwnedItemFile,
  type OwnedItemList,
  type OwnedRow,
  type OwnedTable,
  ownedItemStore,
  postKindOf,
} from "./owned-item-store.js";

/** Typed by plain `Row`/`New`/`Changes`/`File` for the shared routes, as the store is. */
export interface OwnedItemCommands<Row, New, Changes, File> {
  /** Adds a row for the owner, with its stored file. */
  create(userId: number, values: New, file: File): Promise<Row>;
  /** Edits the owner's row; a new file replaces the old one, which is removed once the change is saved. */
  update(userId: number, id: number, changes: Changes, file?: string): Promise<Row>;
  /** Deletes the owner's row, then its files. */
  remove(userId: number, id: number): Promise<void>;
}

export type OwnedItemCommandsOf<T extends OwnedTable> = OwnedItemCommands<
  OwnedRow<T>,
  NewOwnedItem<T>,
  OwnedItemChanges<T>,
  OwnedItemFile<T>
>;

type CommandDeps = { db: Db; storage: Storage; events: DomainEvents };

export function ownedItemCommands<T extends OwnedTable>(deps: CommandDeps, table: T): OwnedItemCommandsOf<T> {
  const { storage, events } = deps;
  const store = ownedItemStore(deps.db, table);
  const postKind = postKindOf(table);

  /** Gallery images, videos, code snippets and publications are feed posts; portfolio entries change the portfolio. */
  function announce(type: "post.created" | "post.updated" | "post.deleted", postId: number, userId: number): void {
    if (postKind) events.publish({ type, kind: postKind, postId, userId });
    else events.publish({ type: "portfolio.updated", userId });
  }

  return {
    async create(userId, values, file) {
      const row = await store.insert(userId, values, file);
      announce("post.created", row.id, userId);
      return row;
    },

    async update(userId, id, changes, file) {
      const { row, changed, displacedFile } = await store.update(userId, id, changes, file);
      if (changed) announce("post.updated", id, userId);
      await removeReplacedFile(storage, displacedFile);
      return row;
    },

    async remove(userId, id) {
      const { files } = await store.remove(userId, id);
      announce("post.deleted", id, userId);
      for (const file of files) await removeReplacedFile(storage, file);
    },
  };
}

/** A member's rows of one table: what the list routes read and the commands that write them. */
export function ownedItems<T extends OwnedTable>(
  deps: CommandDeps,
  table: T,
): { store: OwnedItemList<OwnedRow<T>>; commands: OwnedItemCommandsOf<T> } {
  return { store: ownedItemStore(deps.db, table), commands: ownedItemCommands(deps, table) };
}
