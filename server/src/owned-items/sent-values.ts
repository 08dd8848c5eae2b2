// What an edit of an owned item changes: only the fields the client actually sent.

/**
 * The parsed values of the fields the client actually sent: schema defaults (an unticked box, an empty
 * list) must not overwrite what an update left out.
 */
export function sentValues<Parsed extends object>(parsed: Parsed, sent: object): Partial<Parsed> {
  return Object.fromEntries(Object.entries(parsed).filter(([name]) => name in sent)) as Partial<Parsed>;
}
