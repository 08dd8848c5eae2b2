// The from/until/set selection of ListIdentifiers and ListRecords, as datestamps and publication types.
import { isStorableDay, STORABLE_DAYS } from "@scholarly/contract";
import { OaiError } from "./oai-errors.js";
import { typesInSet } from "./oai-repository.js";

export interface HarvestRange {
  /** Records whose datestamp is at or after this. */
  from?: Date;
  /** Records whose datestamp is before this (the day or second after `until`: until is inclusive). */
  before?: Date;
  types?: readonly string[];
}

const DAY_MS = 86_400_000;

/** A UTC date or date-time; undefined when it is no real moment (2024-02-30). */
function moment(value: string): Date | undefined {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return undefined;
  // JavaScript rolls 2024-02-30 over into March; a real date reads back as it was written.
  return date.toISOString().startsWith(value.replace(/Z$/, "")) ? date : undefined;
}

export function harvestRange(args: { from?: string; until?: string; set?: string }): HarvestRange {
  const { from, until, set } = args;
  if (from && until && from.length !== until.length) {
    throw new OaiError("badArgument", "from and until must have the same granularity.");
  }
  const start = from === undefined ? undefined : moment(from);
  const end = until === undefined ? undefined : moment(until);
  if ((from && !start) || (until && !end)) throw new OaiError("badArgument", "from or until is not a real date.");
  if ((from && !isStorableDay(from)) || (until && !isStorableDay(until))) {
    throw new OaiError(
      "badArgument",
      `from and until must lie between ${STORABLE_DAYS.first} and ${STORABLE_DAYS.last}.`,
    );
  }
  if (start && end && start > end) throw new OaiError("badArgument", "from is later than until.");
  return {
    ...(start && { from: start }),
    ...(end && until && { before: new Date(end.getTime() + (until.length === 10 ? DAY_MS : 1000)) }),
    ...(set !== undefined && { types: typesInSet(set) }),
  };
}
