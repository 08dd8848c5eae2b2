// The opaque `before` cursor of infinite scrolling: the position of the last post a page showed.
import { FEED_CURSOR_MESSAGE, MAX_RECORD_ID, POST_TYPES, type PostType } from "@scholarly/contract";
import { badRequest } from "../http/http-error.js";

/** Posts from fediverse accounts the viewer follows: cards of the Following feed, in the same order as posts. */
export const FEDIVERSE_CARD = "fediverse";
export type FeedCardKind = PostType | typeof FEDIVERSE_CARD;
const CARD_KINDS: readonly FeedCardKind[] = [...POST_TYPES, FEDIVERSE_CARD];

/**
 * Where a post sits in the feed's order (created_at DESC, id DESC, type). The time is kept in
 * microseconds, as the database stores it: a JavaScript Date would round it to milliseconds and
 * could skip or repeat posts created within the same millisecond.
 */
export interface FeedPosition {
  createdAtMicros: number;
  id: number;
  type: FeedCardKind;
}

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.createdAtMicros}.${position.id}.${position.type}`).toString("base64url");
}

export function decodeCursor(cursor: string): FeedPosition {
  const match = Buffer.from(cursor, "base64url")
    .toString()
    .match(/^(\d{1,16})\.(\d{1,10})\.([a-z]+)$/);
  const createdAtMicros = Number(match?.[1]);
  const id = Number(match?.[2]);
  const type = CARD_KINDS.find((known) => known === match?.[3]);
  if (!type || !Number.isSafeInteger(createdAtMicros) || id > MAX_RECORD_ID) throw badRequest(FEED_CURSOR_MESSAGE);
  return { createdAtMicros, id, type };
}

/** The exact timestamp of a position, as text PostgreSQL reads back without loss. */
export function positionTime(position: FeedPosition): string {
  const millis = Math.floor(position.createdAtMicros / 1000);
  const micros = String(position.createdAtMicros % 1000).padStart(3, "0");
  return new Date(millis).toISOString().replace("Z", `${micros}Z`);
}
