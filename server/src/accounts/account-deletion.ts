// Deletes an account: rows go by cascade, then every file the user had uploaded is removed from storage.
import type { AppContext } from "../app-context.js";
import { storedFileStore } from "../stored-files/stored-file-store.js";
import { userStore } from "./user-store.js";

export async function deleteAccount(
  context: Pick<AppContext, "db" | "storage" | "events">,
  userId: number,
  log: { warn(object: object, message: string): void },
): Promise<void> {
  // Keys are read first: once the user row is gone, the cascade has removed the rows that name them.
  const keys = await storedFileStore(context.db).ownedBy(userId);
  await userStore(context.db).remove(userId);
  // The cascade took the account's profile, posts and follows with it.
  context.events.publish({ type: "account.deleted", userId });
  const results = await Promise.allSettled(keys.map((key) => context.storage.delete(key)));
  const failed = results.filter((result) => result.status === "rejected").length;
  // The account is gone either way; a file left behind is an operator's clean-up, not the user's error.
  if (failed > 0) log.warn({ userId, failed }, "some files of a deleted account could not be removed");
}
