// Sending the publish form: checks the spec's rules, uploads with progress, toasts for 1 s, then the success page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type NewPublication, uploadPublication } from "../../api/publications";
import { getSession } from "../../auth/session";
import { toast } from "../../components/toasts/toasts";

/** Toasts on the publish screens close after one second (spec 2.18). */
export const PUBLISH_TOAST = { autoClose: 1000 } as const;

export type PublishDraft = Omit<NewPublication, "upload_document"> & { upload_document: File | null };

/** The first rule the draft breaks, in the order the spec lists them, or null. */
export function publishProblem(draft: PublishDraft): string | null {
  if (!getSession()) return "You must be logged in to upload a publication.";
  if (!draft.title.trim()) return "Title is required.";
  if (!draft.upload_document) return "Please upload a file.";
  return null;
}

export function usePublish() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (publication: NewPublication) => uploadPublication(publication, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: (answer, publication) => {
      toast.success(answer.message || "Publication uploaded successfully!", PUBLISH_TOAST);
      void queryClient.invalidateQueries({ queryKey: ["feed"] });
      navigate("/publish-success", { state: { type: publication.publication_type } });
    },
    onError: (error) => toast.error(error.message || "Failed to upload publication.", PUBLISH_TOAST),
  });
  return { publish: upload.mutate, publishing: upload.isPending, progress };
}
