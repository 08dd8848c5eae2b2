// Profile creation (/create-profile), the last step of sign-up: name, institution, research area, bio, picture.
import { createProfileFields } from "@scholarly/contract";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { useCreateProfile } from "../../api/profiles";
import { UPLOAD_CANCELLED } from "../../api/upload";
import { returnPath } from "../../auth/return-path";
import { getSession } from "../../auth/session";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { useOneProblem, useSchemaForm } from "../../components/field/use-schema-form";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";
import { useCheckedFile } from "../../features/chosen-file/use-checked-file";
import { wasCancelled } from "../../features/profile-tabs/action-toasts";
import { UploadProgress } from "../../features/profile-tabs/UploadProgress";
import { useUploadProgress } from "../../features/profile-tabs/use-upload-progress";
import { usePicturePreview } from "./use-picture-preview";
import "./create-profile.css";

const FIELDS = ["name", "institution", "research_areas", "bio", "orcid"] as const;

export default function CreateProfilePage() {
  const { register, handleSubmit, formState } = useSchemaForm(createProfileFields, {
    name: "",
    institution: "",
    research_areas: "",
    bio: "",
    orcid: "",
  });
  const [picture, setPicture] = useState<File | null>(null);
  const pictureFile = useCheckedFile("image");
  const [noSession, setNoSession] = useState(false);
  const preview = usePicturePreview(picture);
  const navigateSoon = useDelayedNavigate();
  // Where a visitor who signed up on the way somewhere (a full-text request) was going.
  const from = returnPath(useLocation().state);
  const creation = useCreateProfile();
  const progress = useUploadProgress();
  const problem = useOneProblem(
    formState.errors,
    FIELDS,
    noSession ? "You must be logged in to create a profile." : null,
    // A cancelled picture upload is the member's choice, told by a toast, not a problem with the form.
    wasCancelled(creation.error) ? undefined : creation.error?.message,
  );

  function submit(event: FormEvent) {
    setNoSession(!getSession());
    if (!getSession()) return event.preventDefault();
    return handleSubmit((fields) =>
      creation.mutate(
        // Only a picture being sent has progress worth showing.
        { fields, picture, tracking: picture ? progress.start() : undefined },
        {
          onSuccess: ({ message }) => {
            toast.success(message || "Profile created successfully");
            navigateSoon(from ?? "/home");
          },
          onError: (failure) => {
            if (wasCancelled(failure)) toast.info(UPLOAD_CANCELLED);
          },
          onSettled: progress.reset,
        },
      ),
    )(event);
  }

  return (
    <AuthCard title="Create your profile" intro="Tell other researchers who you are.">
      <form onSubmit={submit} noValidate>
        <Field label="Name" problemId={problem.problemIdOf("name")}>
          <input autoComplete="name" {...register("name")} />
        </Field>
        <Field label="Institution" problemId={problem.problemIdOf("institution")}>
          <input autoComplete="organization" {...register("institution")} />
        </Field>
        <Field label="Research area" problemId={problem.problemIdOf("research_areas")}>
          <input {...register("research_areas")} />
        </Field>
        <Field label="Short bio" problemId={problem.problemIdOf("bio")}>
          <textarea rows={4} {...register("bio")} />
        </Field>
        <Field label="ORCID iD (optional)" problemId={problem.problemIdOf("orcid")}>
          <input placeholder="0000-0002-1825-0097" {...register("orcid")} />
        </Field>
        <Field label="Profile picture (optional)" error={pictureFile.problem ?? undefined}>
          <input
            type="file"
            accept={pictureFile.accept}
            onChange={async (event) => setPicture(await pictureFile.check(event.target))}
          />
        </Field>
        {preview && <img className="create-profile__preview" src={preview} alt="Preview of how you will appear" />}
        <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
        {problem.message && <FormError id={problem.id} message={problem.message} />}
        <button type="submit" className="button" disabled={creation.isPending || creation.isSuccess}>
          {creation.isPending ? "Creating..." : "Create profile"}
        </button>
      </form>
    </AuthCard>
  );
}
