// The little of jsdom the Zotero translator tests use; @types/jsdom would pull the DOM library into the
// server's types, where Buffer and Blob then disagree.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: { document: object };
  }
}
