// Sending the publish form: uploads with progress, toasts for 1 s, then the success page.
import { PUBLICATION_MESSAGES } from "@scholarly/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type PublicationFields, usePublishPublication } from "../../api/publications";
import { toast } from "../../components/toasts/toasts";

/** Toasts on the publish screens close after one second (spec 2.18). */
export const PUBLISH_TOAST = { autoClose: 1000 } as const;

export function usePublish() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const upload = usePublishPublication();
  const publish = (fields: PublicationFields, document: File, privateDocument: File | null = null) => {
    setProgress(0);
    upload.mutate(
      { fields, document, privateDocument, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || PUBLICATION_MESSAGES.uploaded, PUBLISH_TOAST);
          navigate("/publish-success", { state: { type: fields.publication_type } });
        },
        onError: (error) => toast.error(error.message || "Failed to upload publication.", PUBLISH_TOAST),
      },
    );
  };
  return { publish, publishing: upload.isPending, progress };
}
