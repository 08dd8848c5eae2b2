// Saves a full text the authors sent: fetched with the member's own token, as the link works for no one else.
import { useMutation } from "@tanstack/react-query";
import { saveFullText } from "../../api/full-text";
import { toast } from "../toasts/toasts";

export function SaveFullTextButton({ link }: { link: string }) {
  const save = useMutation({ mutationFn: saveFullText, onError: (error) => toast.error(error.message) });
  return (
    <div className="notification__actions">
      <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate(link)}>
        {save.isPending ? "Downloading…" : "Download full text"}
      </button>
    </div>
  );
}
