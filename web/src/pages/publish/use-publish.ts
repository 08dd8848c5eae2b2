// Sending the publish form: uploads with progress, toasts for 1 s, then the success page.
import { PUBLICATION_MESSAGES } from "@scholarly/contract";
import { useNavigate } from "react-router";
import { type PublicationFields, usePublishPublication } from "../../api/publications";
import { UPLOAD_CANCELLED } from "../../api/upload";
import { toast } from "../../components/toasts/toasts";
import { useUploadProgress } from "../../features/profile-tabs/use-upload-progress";

/** Toasts on the publish screens close after one second (spec 2.18). */
export const PUBLISH_TOAST = { autoClose: 1000 } as const;

export function usePublish() {
  const navigate = useNavigate();
  const progress = useUploadProgress();
  const upload = usePublishPublication();
  const publish = (fields: PublicationFields, document: File | null, privateDocument: File | null = null) => {
    upload.mutate(
      { fields, document, privateDocument, ...progress.start() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || PUBLICATION_MESSAGES.uploaded, PUBLISH_TOAST);
          navigate("/publish-success", { state: { type: fields.publication_type, id: answer.data.id } });
        },
        onError: (error) =>
          error.message === UPLOAD_CANCELLED
            ? toast.info(UPLOAD_CANCELLED, PUBLISH_TOAST)
            : toast.error(error.message || "Failed to upload publication.", PUBLISH_TOAST),
        onSettled: progress.reset,
      },
    );
  };
  return { publish, publishing: upload.isPending, progress: progress.percent, cancel: progress.cancel };
}
