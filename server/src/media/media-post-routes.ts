// One set of routes for a member's own media posts with one file and a description: gallery images and videos.
import { MEDIA_PAGE_SIZE, type Page } from "@scholarly/contract";
import type { RegisterRoute } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { pagedAnswer } from "../http/paged-answer.js";
import type { OwnedItemCommands } from "../owned-items/owned-item-commands.js";
import type { OwnedItemEndpointGroup } from "../owned-items/owned-item-endpoints.js";
import type { OwnedItemList } from "../owned-items/owned-item-store.js";

type Described = { description: string };

export interface MediaPostKind<Row, Item> {
  endpoints: OwnedItemEndpointGroup<Item, { page: number }, Page<Item>, Described, Described & { id: number }>;
  store: OwnedItemList<Row>;
  commands: OwnedItemCommands<Row, Described, Described, string>;
  /** The form field carrying the file: `image` or `video`. */
  fileField: string;
  /** "Image" or "Video", as the success messages name it. */
  noun: string;
  missingFileMessage: string;
  /** The rows as the wire format, in their order, loading what they need for all of them at once. */
  present(rows: readonly Row[]): Promise<Item[]>;
}

export function mediaPostRoutes<Row, Item>(route: RegisterRoute, post: MediaPostKind<Row, Item>): void {
  const { endpoints, store, commands } = post;
  const presentOne = async (row: Row) => {
    const [item] = await post.present([row]);
    if (!item) throw new Error(`${post.noun} was saved but cannot be presented.`);
    return item;
  };

  route(endpoints.list, async ({ user, query: { page } }) => {
    const [rows, count] = await Promise.all([
      store.list(user.id, { order: "newest", limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE }),
      store.count(user.id),
    ]);
    const numbers = { page, limit: MEDIA_PAGE_SIZE, count };
    return pagedAnswer(endpoints.list.path, { page }, numbers, await post.present(rows));
  });

  route(endpoints.create, async ({ user, withForm }) =>
    withForm(async ({ fields: { description }, files }) => {
      const file = files[post.fileField];
      if (!file) throw badRequest(post.missingFileMessage);
      const row = await commands.create(user.id, { description }, file.key);
      return { message: `${post.noun} uploaded successfully.`, data: await presentOne(row) };
    }),
  );

  route(endpoints.update, async ({ user, withForm }) =>
    withForm(async ({ fields: { id, description }, files }) => {
      const row = await commands.update(user.id, id, { description }, files[post.fileField]?.key);
      return { message: `${post.noun} updated successfully.`, data: await presentOne(row) };
    }),
  );

  route(endpoints.remove, async ({ user, body }) => {
    await commands.remove(user.id, body.id);
    return { message: `${post.noun} deleted successfully.` };
  });
}
