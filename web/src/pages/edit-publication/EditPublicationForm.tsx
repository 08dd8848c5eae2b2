// The publish form for a publication already published: every field (authors and citation fields included)
// pre-filled, the document replaceable; a metadata-only work gets its full text here (shared publicly).
import { PUBLICATION_MESSAGES, type Publication } from "@scholarly/contract";
import { useEffect, useState } from "react";
import { useController } from "react-hook-form";
import { useNavigate } from "react-router";
import { useUpdatePublication } from "../../api/publications";
import { UPLOAD_CANCELLED } from "../../api/upload";
import { Field } from "../../components/field/Field";
import { useSchemaForm } from "../../components/field/use-schema-form";
import { toast } from "../../components/toasts/toasts";
import { useCheckedFile } from "../../features/chosen-file/use-checked-file";
import { fileNameOf } from "../../features/profile-tabs/publications/document-kind";
import { UploadProgress } from "../../features/profile-tabs/UploadProgress";
import { useUploadProgress } from "../../features/profile-tabs/use-upload-progress";
import { AuthorListEditor } from "../../features/publication-metadata/AuthorListEditor";
import { authorsField, editedAuthor } from "../../features/publication-metadata/author-list";
import { CitationFields, citationFields, citationValuesOf } from "../../features/publication-metadata/CitationFields";
import { PublicationDateField } from "../../features/publication-metadata/PublicationDateField";
import { PublicationTypeOptions } from "../../features/publication-metadata/PublicationTypeOptions";
import { editPublicationSchema, valuesOf } from "./edit-publication-form";

const blankToUndefined = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The name the document was uploaded under; documents stored before names were kept show their stored name. */
const attachedName = (publication: Publication) =>
  publication.upload_document_name ??
  (publication.upload_document ? fileNameOf(publication.upload_document) : "no file");

interface EditPublicationFormProps {
  publication: Publication;
  /** Opened by 'Add full text': the file field has the focus. */
  addingFullText?: boolean;
}

export function EditPublicationForm({ publication, addingFullText = false }: EditPublicationFormProps) {
  const navigate = useNavigate();
  const update = useUpdatePublication();
  const progress = useUploadProgress();
  const [authors, setAuthors] = useState(() => publication.authors.map(editedAuthor));
  const [citation, setCitation] = useState(() => citationValuesOf(publication));
  const { control, register, handleSubmit, formState, setFocus } = useSchemaForm(
    editPublicationSchema,
    valuesOf(publication),
  );
  useEffect(() => {
    if (addingFullText) setFocus("document");
  }, [addingFullText, setFocus]);
  const metadataOnly = publication.upload_mode === "none";
  const { field: documentField } = useController({ control, name: "document" });
  const replacement = documentField.value instanceof File ? documentField.value : null;
  const documentFile = useCheckedFile("document");
  const { field: dateField } = useController({ control, name: "publication_date" });
  const { errors } = formState;

  const save = handleSubmit(({ document, publication_type, ...fields }) => {
    update.mutate(
      {
        id: publication.id,
        fields: {
          ...fields,
          publication_type,
          publication_date: blankToUndefined(fields.publication_date),
          abstract: fields.abstract ?? "",
          doi: blankToUndefined(fields.doi),
          authors: authorsField(authors),
          ...citationFields(citation),
        },
        document: document ?? null,
        ...progress.start(),
      },
      {
        onSuccess: (answer) => {
          toast.dismiss("publication-update-error");
          toast.success(answer.message || PUBLICATION_MESSAGES.updated);
          navigate("/profile-view?tab=publications");
        },
        onError: (error) =>
          error.message === UPLOAD_CANCELLED
            ? toast.info(UPLOAD_CANCELLED)
            : toast.error(error.message || "Failed to update publication.", { toastId: "publication-update-error" }),
        onSettled: progress.reset,
      },
    );
  });

  return (
    <form className="publish__form" onSubmit={save} noValidate>
      <Field label="Publication type" className="publish__field">
        <select {...register("publication_type")}>
          <PublicationTypeOptions />
        </select>
      </Field>
      <Field
        label="File"
        className="publish__field"
        error={documentFile.problem ?? undefined}
        hint={
          <span className="publish__file-name">
            {replacement
              ? `New file: ${replacement.name}`
              : metadataOnly
                ? "No full text yet: choose its file to add it (everyone will be able to read it)."
                : `Attached: ${attachedName(publication)} (choose a file to replace it)`}
          </span>
        }
      >
        <input
          type="file"
          accept={documentFile.accept}
          name={documentField.name}
          ref={documentField.ref}
          onBlur={documentField.onBlur}
          onChange={async (event) => {
            // A refused file keeps the replacement already chosen, if any.
            const file = await documentFile.check(event.target);
            if (file) documentField.onChange(file);
          }}
        />
      </Field>
      <Field label="Title" className="publish__field" error={errors.title?.message}>
        <textarea rows={3} required {...register("title")} />
      </Field>
      <AuthorListEditor authors={authors} onChange={setAuthors} />
      <PublicationDateField {...dateField} error={errors.publication_date?.message} />
      <Field label="Abstract" className="publish__field" error={errors.abstract?.message}>
        <textarea rows={5} {...register("abstract")} />
      </Field>
      <Field label="DOI (optional)" className="publish__field" error={errors.doi?.message}>
        <input type="text" {...register("doi")} />
      </Field>
      <CitationFields values={citation} onChange={setCitation} />
      <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
      <div className="publish__actions">
        <button type="submit" className="research-button" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save changes"}
        </button>
        <button type="button" className="research-button research-button--secondary" onClick={() => navigate(-1)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
