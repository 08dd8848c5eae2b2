// Gallery images and videos share one shape of API: pages of 6, upload with progress, edit, delete.
import type { GalleryImage, galleryEndpoints, Page, Video, videoEndpoints } from "@scholarly/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { multipartBody } from "./multipart";
import { invalidate, type MediaKindName, queriesShowing, queryKeys } from "./query-keys";
import { type UploadTracking, uploadWithProgress } from "./upload";

type MediaEndpoints = typeof galleryEndpoints | typeof videoEndpoints;
/** The declarations' one file field: `image` for the gallery, `video` for videos. */
type MediaFileField =
  | keyof (typeof galleryEndpoints)["create"]["multipart"]["files"]
  | keyof (typeof videoEndpoints)["create"]["multipart"]["files"];

export type MediaPost = GalleryImage | Video;

export interface MediaPostsApi {
  fetchPage: (page: number) => Promise<Page<GalleryImage> | Page<Video>>;
  create: (file: File, description: string, tracking: UploadTracking) => Promise<void>;
  update: (id: number, description: string, file: File | null, tracking: UploadTracking) => Promise<void>;
  remove: (id: number) => Promise<void>;
}

export function mediaPostsApi(endpoints: MediaEndpoints, fileField: MediaFileField): MediaPostsApi {
  const files = (file: File | null) => ({ [fileField]: file });
  return {
    fetchPage: (page) => callEndpoint(endpoints.list, { query: { page } }),
    create: async (file, description, tracking) => {
      await uploadWithProgress(endpoints.create, {
        body: multipartBody(endpoints.create, { description }, files(file)),
        ...tracking,
        fallbackError: "Upload failed.",
      });
    },
    update: async (id, description, file, tracking) => {
      await uploadWithProgress(endpoints.update, {
        body: multipartBody(endpoints.update, { id, description }, files(file)),
        ...tracking,
        fallbackError: "Update failed.",
      });
    },
    remove: async (id) => {
      await callEndpoint(endpoints.remove, { body: { id }, fallbackError: "Deletion failed." });
    },
  };
}

/** One page of the member's own images or videos; the previous page stays on screen while the next one loads. */
export function useMediaPage(kind: MediaKindName, api: MediaPostsApi, page: number) {
  return useQuery({
    queryKey: queryKeys.ownMediaPage(kind, page),
    queryFn: () => api.fetchPage(page),
    placeholderData: keepPreviousData,
  });
}

export interface MediaPostUpload {
  file: File;
  description: string;
  tracking: UploadTracking;
}

export interface MediaPostChange {
  id: number;
  description: string;
  /** A new file replaces the stored one; null keeps it. */
  file: File | null;
  tracking: UploadTracking;
}

/** Uploading, editing and deleting images or videos; the member's pages, the feed and public profiles show it. */
export function useMediaPostChanges(kind: MediaKindName, api: MediaPostsApi) {
  const queryClient = useQueryClient();
  const refresh = () => invalidate(queryClient, queriesShowing.media(kind));
  const upload = useMutation({
    mutationFn: ({ file, description, tracking }: MediaPostUpload) => api.create(file, description, tracking),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, description, file, tracking }: MediaPostChange) => api.update(id, description, file, tracking),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: api.remove, onSuccess: refresh });
  return { upload, update, remove };
}
