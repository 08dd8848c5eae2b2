// DOIs as people paste them (bare, doi:, https://doi.org/…) and as they compare (case-insensitively); the
// contract holds the rules, as the forms validate with them too.
export { bareDoi, doiKey, isDoi } from "@scholarly/contract";

/** A DOI as one path segment-friendly string: every part escaped, its slashes kept. */
export const doiPath = (doi: string) => doi.split("/").map(encodeURIComponent).join("/");
