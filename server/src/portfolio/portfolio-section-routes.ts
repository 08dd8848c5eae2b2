// One set of routes for each portfolio section (education, internship, experience, projects): the member's
// own items, oldest first, created, edited and deleted with an optional attached document.
import { idBody, messageResponse } from "@scholarly/contract";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { App, AppContext } from "../app-context.js";
import type { Database } from "../db/tables.js";
import { currentUser } from "../http/authenticate.js";
import { type ColumnValues, ownedRecords, sentValues } from "../media/owned-records.js";
import { keepFilesIf, receiveForm } from "../uploads/multipart-form.js";

type SectionTable = "education" | "internships" | "experiences" | "projects";

export interface PortfolioSection<T extends SectionTable, Item> {
  path: string;
  table: T;
  /** How messages name one item: "Education", "Internship"... */
  noun: string;
  /** The contract's fields for creating, and the same with `id`, each optional (`withId`), for editing. */
  fields: z.ZodType<Record<string, unknown>>;
  updateFields: z.ZodType<{ id: number } & Record<string, unknown>>;
  /** The box that marks an item as still going on; its end date is then not kept. */
  currentFlag?: string;
  /** Form names that differ from the column names (education's `start_Year`). */
  columnNames?: Record<string, string>;
  item: z.ZodType<Item>;
  present(row: Selectable<Database[T]>): Item;
}

/** Optional months and years left blank are stored as "not set". */
const BLANK_AS_NULL = new Set(["start_month", "end_month", "start_year", "end_year"]);

function toColumns(
  values: Record<string, unknown>,
  section: { currentFlag?: string; columnNames?: Record<string, string> },
): ColumnValues {
  const columns: ColumnValues = {};
  for (const [name, value] of Object.entries(values)) {
    const blank = value === undefined || (value === "" && BLANK_AS_NULL.has(name));
    columns[section.columnNames?.[name] ?? name] = blank ? null : value;
  }
  if (section.currentFlag && values[section.currentFlag] === true) {
    columns.end_month = null;
    columns.end_year = null;
  }
  return columns;
}

export function portfolioSectionRoutes<T extends SectionTable, Item>(
  app: App,
  context: AppContext,
  section: PortfolioSection<T, Item>,
) {
  const items = ownedRecords(context, section.table, "media");
  const formDeps = { storage: context.storage, limits: context.config.uploadLimits };
  const fileFields = { media: { kind: "document", label: "The media file" } } as const;
  const saved = z.object({ message: z.string(), data: section.item });
  const common = { preHandler: context.auth.verified };
  const docs = { tags: ["portfolio"], security: [{ bearer: [] }] };

  app.get(
    section.path,
    { ...common, schema: { ...docs, response: { 200: z.object({ data: z.array(section.item) }) } } },
    async (request) => {
      const rows = await items.list(currentUser(request).id, { order: "oldest" });
      return { data: rows.map(section.present) };
    },
  );

  app.post(section.path, { ...common, schema: { ...docs, response: { 201: saved } } }, async (request, reply) => {
    const user = currentUser(request);
    const form = await receiveForm(request, formDeps, fileFields);
    return keepFilesIf(form, async () => {
      const columns = toColumns(section.fields.parse(form.fields), section);
      const row = await items.insert(user.id, { ...columns, media: form.files.media?.key ?? null });
      return reply.status(201).send({ message: `${section.noun} added successfully.`, data: section.present(row) });
    });
  });

  app.patch(section.path, { ...common, schema: { ...docs, response: { 200: saved } } }, async (request) => {
    const user = currentUser(request);
    const form = await receiveForm(request, formDeps, fileFields);
    return keepFilesIf(form, async () => {
      const { id, ...fields } = section.updateFields.parse(form.fields);
      const media = form.files.media?.key;
      const columns = toColumns(sentValues(fields, form.fields), section);
      const row = await items.update(user.id, id, { ...columns, ...(media && { media }) });
      return { message: `${section.noun} updated successfully.`, data: section.present(row) };
    });
  });

  app.delete(
    section.path,
    { ...common, schema: { ...docs, body: idBody, response: { 200: messageResponse } } },
    async (request) => {
      await items.remove(currentUser(request).id, request.body.id);
      return { message: `${section.noun} deleted successfully.` };
    },
  );
}
