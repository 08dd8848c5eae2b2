// Profile creation (/create-profile), the last step of sign-up: name, institution, research area, bio, picture.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { createProfile, OWN_PROFILE_KEY, profileFormData } from "../../api/profiles";
import { getSession } from "../../auth/session";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { Field, FormError, TextAreaField } from "../../components/public-layout/Field";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";
import { usePicturePreview } from "./use-picture-preview";
import "./create-profile.css";

export default function CreateProfilePage() {
  const [name, setName] = useState("");
  const [institution, setInstitution] = useState("");
  const [researchAreas, setResearchAreas] = useState("");
  const [bio, setBio] = useState("");
  const [picture, setPicture] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePicturePreview(picture);
  const queryClient = useQueryClient();
  const navigateSoon = useDelayedNavigate();
  const creation = useMutation({
    mutationFn: createProfile,
    onSuccess: ({ message, data }) => {
      queryClient.setQueryData(OWN_PROFILE_KEY, data);
      toast.success(message || "Profile created successfully");
      navigateSoon("/home");
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    let found: string | null = null;
    if (!getSession()) found = "You must be logged in to create a profile.";
    else if ([name, institution, researchAreas, bio].some((value) => !value.trim())) found = "All fields are required.";
    setProblem(found);
    if (found) return;
    creation.mutate(profileFormData({ name, institution, research_areas: researchAreas, bio }, picture));
  }

  const shown = problem ?? creation.error?.message;
  return (
    <AuthCard title="Create your profile" intro="Tell other researchers who you are.">
      <form onSubmit={submit} noValidate>
        <Field label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label="Institution"
          autoComplete="organization"
          value={institution}
          onChange={(e) => setInstitution(e.target.value)}
        />
        <Field label="Research area" value={researchAreas} onChange={(e) => setResearchAreas(e.target.value)} />
        <TextAreaField label="Short bio" value={bio} onChange={(e) => setBio(e.target.value)} />
        <Field
          label="Profile picture (optional)"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
        />
        {preview && <img className="create-profile__preview" src={preview} alt="Preview of how you will appear" />}
        {shown && <FormError message={shown} />}
        <button type="submit" className="button" disabled={creation.isPending || creation.isSuccess}>
          {creation.isPending ? "Creating..." : "Create profile"}
        </button>
      </form>
    </AuthCard>
  );
}
