// The add/edit form of any portfolio section, built from its description (portfolio-forms.ts) and validated with
// its contract schema through useSchemaForm; every form ends with the media file and Save / Cancel.
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import type { PortfolioFields, PortfolioItems, PortfolioKind } from "../../../api/portfolio";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { FormButtons } from "../fields/FormButtons";
import { MediaField } from "../fields/MediaField";
import { PortfolioFieldInput } from "./PortfolioFieldInput";
import { type PortfolioFormDescription, startingValues, valuesToSend } from "./portfolio-form-description";

/** What the form hands over: the text fields as the contract names them, and a new media file or none. */
export interface PortfolioChange<Kind extends PortfolioKind> {
  fields: PortfolioFields<Kind>;
  media: File | null;
}

/** Edits `item` when given, otherwise adds. */
interface PortfolioFormProps<Kind extends PortfolioKind> {
  description: PortfolioFormDescription;
  item: PortfolioItems[Kind] | null;
  busy: boolean;
  onSubmit: (change: PortfolioChange<Kind>) => void;
  onCancel: () => void;
}

export function PortfolioForm<Kind extends PortfolioKind>({
  description,
  item,
  busy,
  onSubmit,
  onCancel,
}: PortfolioFormProps<Kind>) {
  const [startFrom] = useState(() => startingValues(description, item));
  const form = useSchemaForm(description.schema, startFrom, description.wording);
  const [media, setMedia] = useState<File | null>(null);

  const submit = form.handleSubmit((values) =>
    // The schema has checked the values against the section's contract fields.
    onSubmit({ fields: valuesToSend(description, values) as PortfolioFields<Kind>, media }),
  );

  return (
    <FormProvider {...form}>
      <form className="tab-form" onSubmit={submit} noValidate>
        {description.fields.map((field) => (
          <PortfolioFieldInput key={"name" in field ? field.name : field.input} field={field} item={item} />
        ))}
        <MediaField current={item?.media ?? null} onChange={setMedia} />
        <FormButtons busy={busy} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
