// The one rule for a link written into a citation file: a web address (http or https), as the URL parser
// normalises it, so a `javascript:` link or a line break never reaches a reference manager.

export function citationUrl(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
