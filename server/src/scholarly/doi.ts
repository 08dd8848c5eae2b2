// DOIs as people paste them (bare, doi:, https://doi.org/…) and as they compare (case-insensitively).

const DOI_PREFIXES = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i;

/** "https://doi.org/10.1000/ABC" → "10.1000/ABC": the DOI without a resolver or scheme in front. */
export function bareDoi(doi: string): string {
  const trimmed = doi.trim();
  const bare = trimmed.replace(DOI_PREFIXES, "");
  // Only a DOI taken from a URL is percent-encoded.
  if (!/^https?:/i.test(trimmed)) return bare;
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/** DOIs are case-insensitive; this is the form two of them are compared in. */
export const doiKey = (doi: string) => bareDoi(doi).toLowerCase();

/** A DOI as one path segment-friendly string: every part escaped, its slashes kept. */
export const doiPath = (doi: string) => doi.split("/").map(encodeURIComponent).join("/");
