// Shapes a full-text request into the wire format of the authors' list.
import type { FullTextRequest } from "@scholarly/contract";
import { mediaUrl } from "../storage/media-url.js";
import type { ListedRequest } from "./full-text-request-store.js";

export function presentFullTextRequest(row: ListedRequest): FullTextRequest {
  return {
    id: row.id,
    post: { id: row.publication_id, title: row.title },
    requester: {
      id: row.requester_profile_id ?? 0,
      name: row.requester_name ?? "Unknown Author",
      profile_picture: mediaUrl(row.requester_picture),
    },
    message: row.message,
    created_at: row.created_at.toISOString(),
    status: row.status,
  };
}
