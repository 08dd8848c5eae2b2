// A post from a followed fediverse account as a card of the Following feed.
import type { FediverseCard } from "@scholarly/contract";
import type { FediverseCardRow } from "./fediverse-card-store.js";

export const presentFediverseCard = ({ row }: FediverseCardRow): FediverseCard => ({
  id: row.id,
  type: "fediverse",
  author: { name: row.name, handle: row.handle, url: row.author_url, avatar: row.avatar },
  content_html: row.content_html,
  url: row.url,
  doi: row.doi,
  arxiv: row.arxiv,
  published_at: row.published_at.toISOString(),
});
