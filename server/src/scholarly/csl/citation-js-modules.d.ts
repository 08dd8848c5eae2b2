// Types for the parts of citation-js this server uses; the packages ship none.
declare module "@citation-js/core" {
  export class Cite {
    constructor(data?: unknown);
    static async(data: unknown, options?: { forceType?: string }): Promise<Cite>;
    /** CSL-JSON items, each with a `_graph` of how it was parsed. */
    data: Record<string, unknown>[];
    format(format: string, options?: Record<string, unknown>): string;
  }
  export const plugins: {
    config: { get(plugin: string): unknown };
    input: {
      type(data: unknown): string;
      /** One parsing step: the input read as the given type, e.g. BibTeX text into raw entries. */
      data(data: unknown, type: string): unknown;
    };
  };
}

declare module "@citation-js/plugin-bibtex" {}
declare module "@citation-js/plugin-ris" {}
declare module "@citation-js/plugin-csl" {}

declare module "@citation-js/name" {
  export interface ParsedName {
    given?: string;
    family?: string;
    suffix?: string;
    "non-dropping-particle"?: string;
    "dropping-particle"?: string;
  }
  export function parse(name: string): ParsedName;
}
