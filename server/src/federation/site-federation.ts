// The app's one Fedify federation, built on first use: the ActivityPub routes serve it, and the routes where a
// member acts on the fediverse (following accounts) send through it. Undefined when FEDERATION is off.
import type { Federation } from "@fedify/fedify";
import type { AppContext } from "../app-context.js";
import { createSiteFederation } from "./create-federation.js";

const built = new WeakMap<AppContext, Federation<void>>();

export function siteFederation(context: AppContext): Federation<void> | undefined {
  const settings = context.config.federation;
  if (!settings) return undefined;
  const federation = built.get(context) ?? createSiteFederation(settings, context);
  built.set(context, federation);
  return federation;
}
