// A publication just saved, as the member who saved it sees it (their private links included).
import type { Publication } from "@scholarly/contract";
import type { DocumentViewer } from "../posts/document-access.js";
import type { HydrationStore } from "../posts/hydration-store.js";
import { presentPublication } from "../posts/present-publication.js";

export async function savedPublication(
  hydration: HydrationStore,
  id: number,
  viewer: DocumentViewer,
): Promise<Publication> {
  const [saved] = await hydration.ofKind("publication", [id]);
  if (!saved) throw new Error(`Publication ${id} was saved but cannot be read back.`);
  return presentPublication(saved, viewer);
}
