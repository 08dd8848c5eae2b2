// Publishing research, the member's own publications and one post's detail (part 1 sections 2.13, 2.16 and 7).
import {
  feedEndpoints,
  type PostDetail,
  type PostType,
  type Publication,
  type PublicationCreated,
  publicationEndpoints,
} from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { type MultipartFields, multipartBody } from "./multipart";
import { invalidate, queriesShowing, queryKeys } from "./query-keys";
import { uploadWithProgress } from "./upload";

export type PublicationFields = MultipartFields<typeof publicationEndpoints.createPublication>;

export interface NewPublication {
  fields: PublicationFields;
  /** None for a metadata-only work. */
  document: File | null;
  /** With upload mode `both`, the version only the authors may open. */
  privateDocument?: File | null;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

export function uploadPublication({
  fields,
  document,
  privateDocument,
  onProgress,
  signal,
}: NewPublication): Promise<PublicationCreated> {
  const endpoint = publicationEndpoints.createPublication;
  return uploadWithProgress(endpoint, {
    body: multipartBody(endpoint, fields, { upload_document: document, private_document: privateDocument }),
    onProgress,
    signal,
    fallbackError: "Failed to upload publication.",
  });
}

/** Publishes; the member's list, the feed and public profiles show the new publication on their next look. */
export function usePublishPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPublication,
    onSuccess: () => invalidate(queryClient, queriesShowing.publications()),
  });
}

export async function fetchOwnPublications(): Promise<Publication[]> {
  return (await callEndpoint(publicationEndpoints.ownPublications)).results;
}

/** The signed-in member's publications, newest first. Load failures are only logged (part 2 section 8). */
export function useOwnPublications() {
  return useQuery({ queryKey: queryKeys.ownPublications(), queryFn: fetchOwnPublications });
}

/** One post's detail; the server counts this as a read. */
export async function fetchPostDetail(id: string, type: PostType): Promise<PostDetail> {
  return callEndpoint(feedEndpoints.post, {
    query: { id, type },
    fallbackError: "Failed to load post. Please try again later.",
  });
}

export function usePostDetail(id: string, type: PostType) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.post(id, type),
    queryFn: async () => {
      const detail = await fetchPostDetail(id, type);
      // Opening a post counts a read, so the feed's counts are stale from here on.
      void queryClient.invalidateQueries({ queryKey: queryKeys.feeds() });
      return detail;
    },
    // Every fetch counts another read: one visit fetches once, a later visit fetches (and counts) again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export interface PublicationChanges {
  id: number;
  fields: Omit<MultipartFields<typeof publicationEndpoints.updatePublication>, "id">;
  /** A new document replaces the stored one; null keeps it. */
  document: File | null;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

export function updatePublication({ id, fields, document, onProgress, signal }: PublicationChanges) {
  const endpoint = publicationEndpoints.updatePublication;
  return uploadWithProgress(endpoint, {
    body: multipartBody(endpoint, { ...fields, id }, { upload_document: document }),
    onProgress,
    signal,
    fallbackError: "Failed to update publication.",
  });
}

/** Edits one of the member's publications; every list showing it looks again. */
export function useUpdatePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePublication,
    onSuccess: () => invalidate(queryClient, queriesShowing.publications()),
  });
}

/** Deletes one of the member's publications and its file; the counts, the feed and profiles follow. */
export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(publicationEndpoints.deletePublication, {
        body: { id },
        fallbackError: "Failed to delete publication.",
      }),
    onSuccess: () => invalidate(queryClient, queriesShowing.publications()),
  });
}
