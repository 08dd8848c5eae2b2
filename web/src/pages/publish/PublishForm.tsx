// The publication fields: type, file, title, the author list, date, abstract, DOI and where it appeared; a
// pasted DOI, arXiv id, BibTeX or RIS (or the member's ORCID record) can fill them.
import { PUBLICATION_TYPES, type PublicationDraft, type PublicationType, type UploadMode } from "@scholarly/contract";
import { type FormEvent, useState } from "react";
import { useController } from "react-hook-form";
import { getSession } from "../../auth/session";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { useSchemaForm } from "../../components/field/use-schema-form";
import { toast } from "../../components/toasts/toasts";
import { WhichAuthorAreYou } from "../../features/authorships/WhichAuthorAreYou";
import { acceptFor, chosenFileProblem } from "../../features/chosen-file/chosen-file-problem";
import { UploadProgress } from "../../features/profile-tabs/UploadProgress";
import { AuthorListEditor } from "../../features/publication-metadata/AuthorListEditor";
import { authorsField } from "../../features/publication-metadata/author-list";
import { CitationFields, citationFields } from "../../features/publication-metadata/CitationFields";
import { PublicationDateField } from "../../features/publication-metadata/PublicationDateField";
import { PublicationTypeOptions } from "../../features/publication-metadata/PublicationTypeOptions";
import { dateFieldText } from "../../features/publication-metadata/publication-date-text";
import { ImportDrafts } from "./ImportDrafts";
import { PrivateVersionField } from "./PrivateVersionField";
import { filledOrNothing, publishFormSchema, todayText } from "./publish-form";
import { useAuthorName } from "./use-author-name";
import { usePublicationMetadata } from "./use-publication-metadata";
import { PUBLISH_TOAST, usePublish } from "./use-publish";

const NOT_SIGNED_IN = "You must be logged in to upload a publication.";

interface PublishFormProps {
  type: PublicationType;
  initialFile: File | null;
  /** How the file is shared, as chosen on the upload entry; the server's default when none was chosen. */
  uploadMode: UploadMode | undefined;
  onTypeChange: (type: PublicationType) => void;
}

export function PublishForm({ type, initialFile, uploadMode, onTypeChange }: PublishFormProps) {
  useAuthorName();
  const metadata = usePublicationMetadata();
  const { publish, publishing, progress, cancel } = usePublish();
  const { control, register, handleSubmit, formState, setValue, setError, clearErrors } = useSchemaForm(
    publishFormSchema(uploadMode),
    {
      title: "",
      publication_date: todayText(),
      abstract: "",
      doi: "",
      document: initialFile ?? undefined,
    },
  );
  const { field: documentField } = useController({ control, name: "document" });
  const document = documentField.value instanceof File ? documentField.value : null;
  const { field: privateField } = useController({ control, name: "private_document" });
  const privateVersion = privateField.value instanceof File ? privateField.value : null;
  const { field: dateField } = useController({ control, name: "publication_date" });
  const [noSession, setNoSession] = useState(false);
  const { errors } = formState;

  /**
   * A chosen file is checked at once: one that cannot be uploaded does not replace the file already attached (if
   * any), and the reason shows at its field.
   */
  const choose = async (name: "document" | "private_document", file: File | undefined) => {
    if (!file) return;
    const problem = await chosenFileProblem(file, "document");
    if (problem) return setError(name, { message: problem });
    clearErrors(name);
    (name === "document" ? documentField : privateField).onChange(file);
  };

  const fillFrom = (draft: PublicationDraft) => {
    setValue("title", draft.title);
    setValue("publication_date", dateFieldText(draft));
    setValue("abstract", draft.abstract);
    setValue("doi", draft.doi ?? "");
    metadata.fillFrom(draft);
    onTypeChange(draft.publication_type);
  };

  const submit = (event: FormEvent) => {
    setNoSession(!getSession());
    if (!getSession()) {
      event.preventDefault();
      toast.error(NOT_SIGNED_IN, PUBLISH_TOAST);
      return;
    }
    return handleSubmit(
      ({ title, publication_date, abstract, doi, document: file, private_document }) =>
        publish(
          {
            title,
            authors: authorsField(metadata.authors),
            ...citationFields(metadata.citation),
            publication_date,
            publication_type: type,
            abstract: filledOrNothing(abstract),
            doi: filledOrNothing(doi),
            upload_mode: uploadMode,
          },
          file ?? null,
          private_document ?? null,
        ),
      (problems) => {
        const first = Object.values(problems)[0]?.message;
        if (typeof first === "string") toast.error(first, PUBLISH_TOAST);
      },
    )(event);
  };

  return (
    <>
      <ImportDrafts onPick={fillFrom} />
      <form className="publish__form" onSubmit={submit} noValidate>
        <Field label="Publication type" className="publish__field">
          <select
            value={type}
            onChange={(event) => {
              const next = PUBLICATION_TYPES.find((known) => known === event.target.value);
              if (next) onTypeChange(next);
            }}
          >
            <PublicationTypeOptions />
          </select>
        </Field>
        <Field
          label="File"
          className="publish__field"
          error={errors.document?.message}
          hint={
            document ? (
              <>
                Attached: <span className="publish__file-name">{document.name}</span>
              </>
            ) : (
              "Optional: without a file the work is listed with its metadata, and you can add the full text later."
            )
          }
        >
          <input
            type="file"
            accept={acceptFor("document")}
            name={documentField.name}
            ref={documentField.ref}
            onBlur={documentField.onBlur}
            onChange={(event) => choose("document", event.target.files?.[0])}
          />
        </Field>
        {uploadMode === "both" && (
          <PrivateVersionField
            file={privateVersion}
            onChange={(file) => choose("private_document", file)}
            error={errors.private_document?.message}
          />
        )}
        <Field label="Title" className="publish__field" error={errors.title?.message}>
          <textarea rows={3} required {...register("title")} />
        </Field>
        <WhichAuthorAreYou authors={metadata.authors} memberId={metadata.memberId} onChange={metadata.setAuthors} />
        <AuthorListEditor authors={metadata.authors} onChange={metadata.setAuthors} />
        <PublicationDateField {...dateField} error={errors.publication_date?.message} />
        <Field label="Abstract" className="publish__field" error={errors.abstract?.message}>
          <textarea
            rows={5}
            placeholder="Make your article more discoverable by adding additional details."
            {...register("abstract")}
          />
        </Field>
        <Field label="DOI (optional)" className="publish__field" error={errors.doi?.message}>
          <input type="text" {...register("doi")} />
        </Field>
        <CitationFields values={metadata.citation} onChange={metadata.setCitation} />
        {noSession && <FormError message={NOT_SIGNED_IN} />}
        <UploadProgress percent={publishing ? progress : null} onCancel={cancel} />
        <button type="submit" className="research-button" disabled={publishing}>
          {publishing ? "Publishing..." : "Publish"}
        </button>
      </form>
    </>
  );
}
