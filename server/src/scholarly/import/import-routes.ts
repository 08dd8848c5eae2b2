// POST /user/publication/import/: drafts of the upload form from a DOI, an arXiv id, BibTeX, RIS or an
// ORCID record, each marked when the member already has a publication with its DOI.
import { importEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../../http/endpoint-routes.js";
import { doiKey } from "../doi.js";
import { publicationStore } from "../publication-store.js";
import { itemsFromOrcid, itemsFromText } from "./import-drafts.js";
import { publicationDraft } from "./publication-draft.js";
import { sourceClient } from "./sources/source-client.js";

// Each import asks other services on our behalf; nobody needs more than this from one address.
const IMPORT_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

export const importRoutes: DomainRoutes = (route, { db, config }) => {
  const publications = publicationStore(db);

  route(
    importEndpoints.importDrafts,
    async ({ user, body, request }) => {
      const deps = { client: sourceClient(config.importSources, request.log), sources: config.importSources };
      const [items, ownDois] = await Promise.all([
        body.orcid ? itemsFromOrcid(deps, body.orcid) : itemsFromText(deps, body.text ?? ""),
        publications.doisOf(user.id),
      ]);
      const owned = new Set(ownDois.map(doiKey));
      return {
        data: items.map((item) => publicationDraft(item, item.DOI !== undefined && owned.has(doiKey(item.DOI)))),
      };
    },
    { rateLimit: IMPORT_RATE_LIMIT },
  );
};
