// The signed-in member's own publications (GET /user/publication/publication/ answers results and data).
import { type Publication, publication } from "@scholarly/contract";
import { z } from "zod";
import { apiRequest } from "./client";

const ownPublications = z
  .object({ results: z.array(publication).optional(), data: z.array(publication).optional() })
  .transform((answer) => answer.results ?? answer.data ?? []);

export async function fetchOwnPublications(): Promise<Publication[]> {
  return apiRequest("/user/publication/publication/", { schema: ownPublications });
}
