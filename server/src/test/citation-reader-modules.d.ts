// Types for the parts of the independent citation readers the tests use; the packages ship none.
declare module "astrocite-ris" {
  export function parse(ris: string): unknown[];
}

declare module "citeproc" {
  interface CiteprocSys {
    retrieveLocale(lang: string): string;
    retrieveItem(id: string): unknown;
  }
  class Engine {
    constructor(sys: CiteprocSys, style: string);
    setOutputFormat(format: "text" | "html"): void;
    updateItems(ids: string[]): void;
    makeBibliography(): [unknown, string[]];
  }
  const CSL: { Engine: typeof Engine };
  export default CSL;
}
