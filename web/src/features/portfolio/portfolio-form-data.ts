// Builds the multipart body of a portfolio save: text fields, repeated `skills`, the media file and `id` on update.
export type PortfolioFieldValue = string | number | boolean | null | undefined;

export interface PortfolioSubmission {
  fields: Record<string, PortfolioFieldValue>;
  skills: string[];
  media: File | null;
}

/** Fields that are undefined are left out, e.g. end dates while the item is current. */
export function portfolioFormData({ fields, skills, media }: PortfolioSubmission, id?: number): FormData {
  const form = new FormData();
  if (id !== undefined) form.append("id", String(id));
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, value === null ? "" : String(value));
  }
  // An empty `skills` field clears the list on update; the server drops blank skills.
  if (skills.length === 0) form.append("skills", "");
  for (const skill of skills) form.append("skills", skill);
  if (media) form.append("media", media);
  return form;
}
