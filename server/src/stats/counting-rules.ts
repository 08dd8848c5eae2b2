// The COUNTER rules applied to a batch of reads and downloads, given each reader's last event on record:
// a repeat within 30 seconds of the reader's previous one is not counted ("double-click"), and a read counts
// once per reader, post and day (COUNTER's unique item investigations): a post's reads are its readers of each
// day, the one figure its page, its card and its stats show. An anonymous reader is an
// address and a user agent, so one address could add readers by changing its agent: each address is allowed a
// few anonymous readers per post and day, and the events of any further ones are not counted at all.
import type { PostType } from "@scholarly/contract";
import { utcDay } from "./calendar.js";

export const DOUBLE_CLICK_MS = 30_000;

/** Anonymous readers (address and user agent) counted per post, address and day; reads and downloads alike. */
export const ANONYMOUS_READERS_PER_ADDRESS = 3;

export type StatsEventKind = "read" | "download";

/** A read or download that passed the robot and owner filters, with its reader named. */
export interface StatsEvent {
  event: StatsEventKind;
  kind: PostType;
  postId: number;
  ownerUserId: number;
  /** `user:<id>` for a member, else a salted hash of address and user agent. */
  reader: string;
  /** An anonymous reader's address, salted as `reader` is; null for a member. */
  address: string | null;
  at: Date;
}

/** An anonymous reader counted for a post from an address on a day. */
export interface AddressReader {
  kind: PostType;
  postId: number;
  address: string;
  day: string;
  reader: string;
}

export interface ReaderState {
  lastAt: Date;
  /** The last day this reader's read of the post was counted. */
  countedOn: string | null;
}

export interface ReaderRow extends ReaderState {
  event: StatsEventKind;
  kind: PostType;
  postId: number;
  reader: string;
}

export interface DailyCounts {
  kind: PostType;
  postId: number;
  day: string;
  reads: number;
  downloads: number;
  uniqueReaders: number;
}

export interface PostTotals {
  kind: PostType;
  postId: number;
  ownerUserId: number;
  reads: number;
  downloads: number;
}

export interface CountedBatch {
  readers: ReaderRow[];
  /** The anonymous readers this batch counted for the first time on their post, address and day. */
  addressReaders: AddressReader[];
  daily: DailyCounts[];
  totals: PostTotals[];
}

export const readerKey = (row: Pick<ReaderRow, "event" | "kind" | "postId" | "reader">) =>
  `${row.event}|${row.kind}|${row.postId}|${row.reader}`;

export const addressKey = (row: Omit<AddressReader, "reader">) => `${row.kind}|${row.postId}|${row.address}|${row.day}`;

function countsOf<T>(map: Map<string, T>, key: string, create: () => T): T {
  const found = map.get(key);
  if (found) return found;
  const created = create();
  map.set(key, created);
  return created;
}

/**
 * Counts a batch against each reader's last event on record (`previous`, by `readerKey`) and the anonymous
 * readers already counted per post, address and day (`addressReadersBefore`, by `addressKey`).
 */
export function countBatch(
  events: readonly StatsEvent[],
  previous: ReadonlyMap<string, ReaderState>,
  addressReadersBefore: ReadonlyMap<string, ReadonlySet<string>>,
): CountedBatch {
  const readers = new Map<string, ReaderRow>();
  const addressReaders = new Map<string, Set<string>>();
  const newAddressReaders: AddressReader[] = [];
  const daily = new Map<string, DailyCounts>();
  const totals = new Map<string, PostTotals>();

  /** Whether the address may add this reader to the post today; remembers a reader it admits. */
  function withinAddressCap({ kind, postId, address, reader, at }: StatsEvent): boolean {
    if (address === null) return true;
    const admitted = { kind, postId, address, day: utcDay(at) };
    const key = addressKey(admitted);
    const counted = countsOf(addressReaders, key, () => new Set(addressReadersBefore.get(key)));
    if (counted.has(reader)) return true;
    if (counted.size >= ANONYMOUS_READERS_PER_ADDRESS) return false;
    counted.add(reader);
    newAddressReaders.push({ ...admitted, reader });
    return true;
  }

  const inOrder = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of inOrder) {
    if (!withinAddressCap(event)) continue;
    const key = readerKey(event);
    const before = readers.get(key) ?? previous.get(key);
    const state: ReaderRow = { ...event, lastAt: event.at, countedOn: before?.countedOn ?? null };
    readers.set(key, state);
    if (before && event.at.getTime() - before.lastAt.getTime() < DOUBLE_CLICK_MS) continue;

    const day = utcDay(event.at);
    const { kind, postId, ownerUserId } = event;
    const onDay = countsOf(daily, `${kind}|${postId}|${day}`, () => ({
      kind,
      postId,
      day,
      reads: 0,
      downloads: 0,
      uniqueReaders: 0,
    }));
    const total = countsOf(totals, `${kind}|${postId}`, () => ({ kind, postId, ownerUserId, reads: 0, downloads: 0 }));
    if (event.event === "download") {
      onDay.downloads++;
      total.downloads++;
      continue;
    }
    if (state.countedOn === day) continue;
    state.countedOn = day;
    onDay.reads++;
    onDay.uniqueReaders++;
    total.reads++;
  }
  return {
    readers: [...readers.values()],
    addressReaders: newAddressReaders,
    daily: [...daily.values()],
    totals: [...totals.values()],
  };
}
