// DOIs as people paste them (bare, doi:, https://doi.org/…) and as they compare (case-insensitively); the
// contract holds the rules, as the forms validate with them too.
export { bareDoi, doiKey, isDoi } from "@scholarly/contract";

import { badRequest } from "../http/http-error.js";

export const DOI_DOT_SEGMENT = "That DOI is not valid: no part of it between slashes may be . or ..";

/**
 * A DOI as the path of a service's record: every part between slashes escaped, its slashes kept. A `.` or `..`
 * part, written out or percent-encoded, would lead the request out of the service's path (URLs resolve both),
 * so it is refused with a 400.
 */
export function doiPath(doi: string): string {
  const segments = doi.split("/");
  if (segments.some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) throw badRequest(DOI_DOT_SEGMENT);
  return segments.map(encodeURIComponent).join("/");
}
