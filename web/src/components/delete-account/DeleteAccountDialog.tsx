// Confirmation before deleting the signed-in account; on success the session ends and the visitor lands on /.
import { useNavigate } from "react-router";
import { useDeleteAccount } from "../../api/accounts";
import { ApiError } from "../../api/client";
import { clearSession, getSession } from "../../auth/session";
import { Modal } from "../modal/Modal";
import { toast } from "../toasts/toasts";
import "../public-layout/form.css";
import "./delete-account.css";

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  // Deleting forgets every cached answer (useDeleteAccount).
  const deletion = useDeleteAccount();

  function confirm() {
    if (!getSession()) {
      toast.error("You are not logged in.");
      return;
    }
    deletion.mutate(undefined, {
      onSuccess: () => {
        toast.success("Account deleted successfully!");
        clearSession();
        navigate("/");
      },
      onError: (error) => {
        const networkFailure = error instanceof ApiError && error.status === 0;
        toast.error(networkFailure ? "Error deleting account." : error.message);
      },
    });
  }

  return (
    <Modal title="Delete Account" open={open} onClose={onClose}>
      <p>Are you sure you want to delete your account?</p>
      <p className="delete-account__warning">This action cannot be undone.</p>
      <div className="delete-account__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={deletion.isPending}>
          {deletion.isPending ? "Deleting..." : "Confirm"}
        </button>
      </div>
    </Modal>
  );
}
