// Changing the slug of the member's fediverse handle: once only (the server says so), and a slug another member
// has is refused with the server's message under the field.
import { federationSlug } from "@scholarly/contract";
import { z } from "zod";
import { ApiError } from "../../api/client";
import { useChangeFederationSettings } from "../../api/federation";
import { Field } from "../../components/field/Field";
import { useSchemaForm } from "../../components/field/use-schema-form";
import { toast } from "../../components/toasts/toasts";

const slugForm = z.object({ slug: federationSlug });

interface HandleFormProps {
  /** The handle as shown, `slug@host`. */
  handle: string;
  changeable: boolean;
}

export function HandleForm({ handle, changeable }: HandleFormProps) {
  const [slug = "", host = ""] = handle.split("@");
  const change = useChangeFederationSettings();
  const { register, handleSubmit, formState, setError } = useSchemaForm(slugForm, { slug });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => toast.success("Your handle is changed."),
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500) setError("slug", { message: error.message });
        else toast.error(error.message);
      },
    }),
  );

  return (
    <form className="settings-page__slug" onSubmit={submit} noValidate>
      <Field
        label="Your handle's name"
        error={formState.errors.slug?.message}
        hint={
          changeable
            ? `You can change it once. Your handle becomes @name@${host}.`
            : "You have changed it once already; it stays as it is."
        }
      >
        <input type="text" autoComplete="off" spellCheck={false} disabled={!changeable} {...register("slug")} />
      </Field>
      <button type="submit" className="button" disabled={!changeable || change.isPending}>
        {change.isPending ? "Saving..." : "Save handle"}
      </button>
    </form>
  );
}
