// The signed-in member's own profile: read and create (spec part 1, section 2.7; part 2 adds the update).
import { dataOf, type Profile, profile } from "@scholarly/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useSession } from "../auth/session";
import { ApiError, apiRequest } from "./client";

const OWN_PROFILE_PATH = "/user/profile/create-profile/";
export const OWN_PROFILE_KEY = ["own-profile"] as const;

const profileAnswer = dataOf(profile);
const createdProfileAnswer = z.object({ message: z.string(), data: profile });

/** The own profile, or null while the member has not created one yet. */
export async function fetchOwnProfile(): Promise<Profile | null> {
  try {
    const answer = await apiRequest(OWN_PROFILE_PATH, {
      schema: profileAnswer,
      fallbackError: "Failed to fetch profile",
    });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The multipart body of a profile create or update: trimmed text fields and an optional new picture. */
export function profileFormData(values: Record<string, string>, picture: File | null = null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value.trim());
  if (picture) form.append("profile_picture", picture);
  return form;
}

/** Sends name, institution, research_areas, bio and the optional profile_picture as multipart. */
export function createProfile(form: FormData): Promise<z.infer<typeof createdProfileAnswer>> {
  return apiRequest(OWN_PROFILE_PATH, {
    method: "POST",
    body: form,
    schema: createdProfileAnswer,
    fallbackError: "Failed to create profile.",
  });
}

export function useOwnProfile() {
  const session = useSession();
  return useQuery({ queryKey: OWN_PROFILE_KEY, queryFn: fetchOwnProfile, enabled: session !== null });
}

/** Saves any subset of the profile fields (and an optional new profile_picture) as multipart; answers the saved profile. */
export async function updateProfile(form: FormData): Promise<Profile> {
  const answer = await apiRequest(OWN_PROFILE_PATH, {
    method: "PATCH",
    body: form,
    schema: createdProfileAnswer,
    fallbackError: "Failed to update profile.",
  });
  return answer.data;
}
