// POST /user/publication/import/: drafts of the upload form from a DOI, an arXiv id, BibTeX, RIS, CSL-JSON or an
// ORCID record, each marked when the member already has a publication with its DOI.
import { IMPORT_MESSAGES, importEndpoints, MAX_IMPORT_TEXT_BYTES } from "@scholarly/contract";
import type { DomainRoutes } from "../../http/endpoint-routes.js";
import { payloadTooLarge } from "../../http/http-error.js";
import { doiKey } from "../doi.js";
import { publicationStore } from "../publication-store.js";
import { itemsFromOrcid, itemsFromText } from "./import-drafts.js";
import { publicationDraft } from "./publication-draft.js";
import { referenceReader } from "./reference-thread.js";
import { sourceClient } from "./sources/source-client.js";

// Each import asks other services on our behalf; nobody needs more than this from one address.
const IMPORT_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };
// The pasted text's own limit is checked by its bytes (and answered naming it); JSON escapes can triple them.
const IMPORT_BODY_LIMIT = 3 * MAX_IMPORT_TEXT_BYTES;

export const importRoutes: DomainRoutes = (route, { db, config, onClose }) => {
  const publications = publicationStore(db);
  const references = referenceReader();
  onClose(references.close);

  route(
    importEndpoints.importDrafts,
    async ({ user, body, request }) => {
      if (body.text && Buffer.byteLength(body.text) > MAX_IMPORT_TEXT_BYTES) {
        throw payloadTooLarge(IMPORT_MESSAGES.textTooLarge);
      }
      const deps = {
        client: sourceClient(config.importSources, request.log),
        sources: config.importSources,
        references,
      };
      const [{ items, rejected }, ownDois] = await Promise.all([
        body.orcid ? itemsFromOrcid(deps, body.orcid) : itemsFromText(deps, body.text ?? ""),
        publications.doisOf(user.id),
      ]);
      const owned = new Set(ownDois.map(doiKey));
      return {
        data: items.map((item) => publicationDraft(item, item.DOI !== undefined && owned.has(doiKey(item.DOI)))),
        rejected,
      };
    },
    { rateLimit: IMPORT_RATE_LIMIT, bodyLimit: IMPORT_BODY_LIMIT },
  );
};
