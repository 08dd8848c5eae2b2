// Works as ActivityStreams objects at their own addresses (WORK_PATHS): a publication's Article, a Note for code,
// an image or a video. A work the fediverse may not see (federated-works.ts) or that does not exist answers 404.
import type { Federation, RequestContext } from "@fedify/fedify";
import { Article, Note } from "@fedify/vocab";
import { WORK_PATHS, workOfUri } from "./actor-paths.js";
import type { FederatedWorks } from "./federated-works.js";
import { presentWork } from "./present-work.js";

export function dispatchWorkObjects(federation: Federation<void>, works: FederatedWorks): void {
  /** The object at `uri`, parsed as every other work address is (an id out of range names nothing). */
  async function objectAt(context: RequestContext<void>, uri: URL): Promise<Article | Note | null> {
    const ref = workOfUri(uri, context.canonicalOrigin);
    const work = ref && (await works.work(ref));
    return work ? presentWork(context, work) : null;
  }

  federation.setObjectDispatcher(Article, WORK_PATHS.article, async (context, values) => {
    const object = await objectAt(context, context.getObjectUri(Article, values));
    return object instanceof Article ? object : null;
  });
  federation.setObjectDispatcher(Note, WORK_PATHS.note, async (context, values) => {
    const object = await objectAt(context, context.getObjectUri(Note, values));
    return object instanceof Note ? object : null;
  });
}
