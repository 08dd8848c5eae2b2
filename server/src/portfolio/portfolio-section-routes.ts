// One set of routes for each portfolio section (education, internship, experience, projects): the member's
// own items, oldest first, created, edited and deleted with an optional attached document.
import { PORTFOLIO_SECTION_FULL_MESSAGE, PORTFOLIO_SECTION_LIMIT } from "@scholarly/contract";
import type { RegisterRoute } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import type { OwnedItemCommands } from "../owned-items/owned-item-commands.js";
import type { OwnedItemEndpointGroup } from "../owned-items/owned-item-endpoints.js";
import type { OwnedItemList } from "../owned-items/owned-item-store.js";
import { sentValues } from "../owned-items/sent-values.js";

/** A section's form as stored: every field when adding, the fields sent (and the id) when editing. */
interface SectionColumns<Form, EditForm, New, Changes> {
  (form: Form): New;
  (form: Partial<EditForm>): Changes;
}

export interface PortfolioSection<Row, Item, Form, EditForm extends { id: number }, New, Changes> {
  endpoints: OwnedItemEndpointGroup<Item, undefined, { data: Item[] }, Form, EditForm>;
  store: OwnedItemList<Row>;
  commands: OwnedItemCommands<Row, New, Changes, string | undefined>;
  /** How messages name one item: "Education", "Internship"... */
  noun: string;
  columns: SectionColumns<Form, EditForm, New, Changes>;
  present(row: Row): Item;
}

export function portfolioSectionRoutes<Row, Item, Form, EditForm extends { id: number }, New, Changes>(
  route: RegisterRoute,
  section: PortfolioSection<Row, Item, Form, EditForm, New, Changes>,
): void {
  const { endpoints, store, commands } = section;

  route(endpoints.list, async ({ user }) => {
    const rows = await store.list(user.id, { order: "oldest" });
    return { data: rows.map(section.present) };
  });

  route(endpoints.create, async ({ user, withForm }) => {
    // A section without bound made the generated CV (and the portfolio page) as long as a member liked. Checked
    // before the upload is read; two adds at once may pass it together, which overshoots by one or two at most.
    if ((await store.count(user.id)) >= PORTFOLIO_SECTION_LIMIT) throw badRequest(PORTFOLIO_SECTION_FULL_MESSAGE);
    return withForm(async ({ fields, files }) => {
      const row = await commands.create(user.id, section.columns(fields), files.media?.key);
      return { message: `${section.noun} added successfully.`, data: section.present(row) };
    });
  });

  route(endpoints.update, async ({ user, withForm }) =>
    withForm(async ({ fields, files, sent }) => {
      const row = await commands.update(
        user.id,
        fields.id,
        section.columns(sentValues(fields, sent)),
        files.media?.key,
      );
      return { message: `${section.noun} updated successfully.`, data: section.present(row) };
    }),
  );

  route(endpoints.remove, async ({ user, body }) => {
    await commands.remove(user.id, body.id);
    return { message: `${section.noun} deleted successfully.` };
  });
}
