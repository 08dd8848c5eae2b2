// The signed-in member's own profile: read, create and update (spec part 1, section 2.7; part 2).
import { type OwnProfile, profileEndpoints } from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../auth/session";
import { ApiError, callEndpoint } from "./client";
import { type MultipartFields, multipartBody } from "./multipart";
import { invalidate, queriesShowing, queryKeys } from "./query-keys";
import { type UploadTracking, uploadWithProgress } from "./upload";

const { ownProfile, createProfile, updateProfile, saveFeaturedResearch } = profileEndpoints;

export type NewProfileFields = MultipartFields<typeof createProfile>;

/** Any subset of the profile's fields, and a new picture or none. */
export interface ProfileChange {
  fields: MultipartFields<typeof updateProfile>;
  picture: File | null;
  tracking?: UploadTracking;
}

export interface NewProfile {
  fields: NewProfileFields;
  picture: File | null;
  tracking?: UploadTracking;
}

/** The own profile, or null while the member has not created one yet. */
export async function fetchOwnProfile(): Promise<OwnProfile | null> {
  try {
    return (await callEndpoint(ownProfile, { fallbackError: "Failed to fetch profile" })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useOwnProfile() {
  const session = useSession();
  return useQuery({ queryKey: queryKeys.ownProfile(), queryFn: fetchOwnProfile, enabled: session !== null });
}

/** Creates the profile from name, institution, research areas, bio and an optional picture. */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, picture, tracking }: NewProfile) =>
      uploadWithProgress(createProfile, {
        body: multipartBody(createProfile, fields, { profile_picture: picture }),
        ...tracking,
        fallbackError: "Failed to create profile.",
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.ownProfile(), data),
  });
}

/** Saves any subset of the profile fields and an optional new picture; answers the saved profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, picture, tracking }: ProfileChange) => {
      const answer = await uploadWithProgress(updateProfile, {
        body: multipartBody(updateProfile, fields, { profile_picture: picture }),
        ...tracking,
        fallbackError: "Failed to update profile.",
      });
      return answer.data;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.ownProfile(), profile);
      return invalidate(queryClient, queriesShowing.profile());
    },
  });
}

/** Saves the member's chosen featured publications (ids in order; empty clears the choice). */
export function useSaveFeaturedResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callEndpoint(saveFeaturedResearch, { body: { ids }, fallbackError: "Failed to save featured research." }),
    onSuccess: () => invalidate(queryClient, [queryKeys.ownProfile(), ...queriesShowing.profile()]),
  });
}
