// Rows read as JSON (`to_jsonb`, `jsonb_agg`), so that several tables' rows come back in one statement.
// JSON has no timestamps: they arrive as text and become Dates again here, truncated to milliseconds as the
// drivers' own parsers do, so presenters see the same values as from an ordinary SELECT.
export type JsonRow = Record<string, unknown>;

/** The row with each of `timestampColumns` parsed back into a Date. */
export function fromJsonRow<T>(row: JsonRow, timestampColumns: readonly string[]): T {
  const parsed: JsonRow = { ...row };
  for (const column of timestampColumns) {
    const value = row[column];
    if (typeof value === "string") parsed[column] = new Date(value);
  }
  return parsed as T;
}
