// Gallery images and videos share one shape of API: pages of 6, upload with progress, edit, delete.
import { type GalleryImage, type Page, pageOf, type Video } from "@scholarly/contract";
import type { z } from "zod";
import { apiRequest } from "./client";
import { apiUpload } from "./upload";

export interface MediaPostsApi<Item> {
  fetchPage: (page: number) => Promise<Page<Item>>;
  create: (file: File, description: string, onProgress: (percent: number) => void) => Promise<void>;
  update: (id: number, description: string, file: File | null, onProgress: (percent: number) => void) => Promise<void>;
  remove: (id: number) => Promise<void>;
}

export function mediaPostsApi<Item extends GalleryImage | Video>(
  path: string,
  fileField: "image" | "video",
  item: z.ZodType<Item>,
): MediaPostsApi<Item> {
  const page = pageOf(item);
  return {
    fetchPage: async (number) => apiRequest(path, { query: { page: number }, schema: page }) as Promise<Page<Item>>,
    create: async (file, description, onProgress) => {
      const form = new FormData();
      form.append(fileField, file);
      form.append("description", description);
      await apiUpload(path, { form, onProgress, fallbackError: "Upload failed." });
    },
    update: async (id, description, file, onProgress) => {
      const form = new FormData();
      form.append("id", String(id));
      form.append("description", description);
      if (file) form.append(fileField, file);
      await apiUpload(path, { method: "PATCH", form, onProgress, fallbackError: "Update failed." });
    },
    remove: async (id) => {
      await apiRequest(path, { method: "DELETE", body: { id }, fallbackError: "Deletion failed." });
    },
  };
}
