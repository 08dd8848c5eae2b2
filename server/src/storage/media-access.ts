// Who may fetch a stored file: the media route asks before serving. Most files are public; a private
// document is served only with a valid signature, and answers 404 (as if absent) otherwise.

/** `public`: anyone, cached for good; `private`: this request only, never cached; `refused`: 404. */
export type MediaAccessAnswer = "public" | "private" | "refused";

/** The answer, with the name the file was uploaded under (to save it by) when one is kept. */
export interface MediaGrant {
  access: MediaAccessAnswer;
  name: string | null;
}

export type MediaQuery = Readonly<Record<string, unknown>>;

export type MediaAccess = (key: string, query: MediaQuery) => Promise<MediaGrant>;

/** Every file public, for apps without private files (and tests of the media route alone). */
export const everyFilePublic: MediaAccess = async () => ({ access: "public", name: null });
