// Publishing research and reading one post (part 1 sections 2.13, 2.16 and 7).
import { type PostDetail, type PostType, postDetail, publication } from "@scholarly/contract";
import { z } from "zod";
import { apiRequest } from "./client";
import { apiUpload } from "./upload";

export interface NewPublication {
  title: string;
  author: string;
  publication_date: string;
  publication_type: string;
  doi: string;
  abstract: string;
  upload_document: File;
}

const uploadAnswer = z.object({ message: z.string(), data: publication });

/** Sends the publication as multipart; optional fields go only when filled (spec 5). */
export function uploadPublication(fields: NewPublication, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.set("title", fields.title.trim());
  form.set("author", fields.author);
  form.set("publication_date", fields.publication_date);
  form.set("publication_type", fields.publication_type);
  if (fields.doi.trim()) form.set("doi", fields.doi.trim());
  if (fields.abstract.trim()) form.set("abstract", fields.abstract.trim());
  form.set("upload_document", fields.upload_document);
  return apiUpload("/user/publication/publication/", {
    form,
    onProgress,
    schema: uploadAnswer,
    fallbackError: "Failed to upload publication.",
  });
}

/** One post's detail; the server counts this as a read. */
export function fetchPostDetail(id: string, type: PostType): Promise<PostDetail> {
  return apiRequest("/user/publication/home/", {
    query: { id, type },
    schema: postDetail,
    fallbackError: "Failed to load post. Please try again later.",
  });
}
