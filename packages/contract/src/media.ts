// Gallery images, videos and code snippets (part 2 sections 3, 5 and 7).
import { z } from "zod";
import { recordId } from "./common.js";

export const MEDIA_PAGE_SIZE = 6;
export const CODE_FILE_EXTENSIONS = [".py", ".js", ".html", ".css", ".java", ".txt"] as const;

const description = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(2000, "Description is too long.");

export const createVideoFields = z.object({ description: description("Please select a video and enter description.") });
export const createImageFields = z.object({
  description: description("Please select an image and enter description."),
});
export const updateMediaFields = z.object({ id: recordId, description: description("Please enter description.") });

export const galleryImage = z.object({
  id: z.number().int(),
  user: z.number().int(),
  image: z.string(),
  /** 320 and 1280 px wide WebP copies without metadata; null while they are made or when the image cannot be read. */
  thumbnail: z.string().nullable(),
  thumbnail_large: z.string().nullable(),
  description: z.string(),
  created_at: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

export const video = z.object({
  id: z.number().int(),
  user: z.number().int(),
  video: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type Video = z.infer<typeof video>;

const codeText = (message: string, max = 10_000) => z.string({ error: message }).trim().min(1, message).max(max);

export const createCodeFields = z.object({
  title: codeText("Title is required.", 300),
  code_of: codeText("Tech is required.", 100),
  code: codeText("Description is required."),
  git_link: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === "" || /^https?:\/\/\S+$/.test(value), "git_link must be an http(s) URL.")
    .default(""),
});
export const updateCodeFields = createCodeFields.partial().extend({
  id: recordId,
  code_of: codeText("Tech is required.", 100),
});

export const codeSnippet = z.object({
  id: z.number().int(),
  user: z.number().int(),
  title: z.string(),
  code_of: z.string(),
  code: z.string(),
  git_link: z.string(),
  media: z.string().nullable(),
  created_at: z.string(),
});
export type CodeSnippet = z.infer<typeof codeSnippet>;
