// The dialog behind the edit dropdown: shows the form of the chosen mode and saves it.
import type { Profile } from "@scholarly/contract";
import { ApiError } from "../../../api/client";
import { type ProfileChange, useUpdateProfile } from "../../../api/profiles";
import { Modal } from "../../../components/modal/Modal";
import { toast } from "../../../components/toasts/toasts";
import { EDIT_MODE_TITLES, type EditMode, FOCUSED_FIELDS } from "./edit-modes";
import { FocusedProfileForm } from "./FocusedProfileForm";
import { FullProfileForm } from "./FullProfileForm";

interface EditProfileModalProps {
  profile: Profile;
  mode: EditMode | null;
  onClose: () => void;
}

export function EditProfileModal({ profile, mode, onClose }: EditProfileModalProps) {
  const update = useUpdateProfile();

  const save = (change: ProfileChange) =>
    update.mutate(change, {
      onSuccess: () => {
        toast.success("Profile updated successfully");
        onClose();
      },
      onError: (failure) => toast.error(failure instanceof ApiError ? failure.message : "Failed to update profile."),
    });

  const busy = update.isPending;
  return (
    <Modal title={mode ? EDIT_MODE_TITLES[mode] : ""} open={mode !== null} onClose={onClose} size="large">
      {mode === "fullProfile" && <FullProfileForm profile={profile} busy={busy} onSubmit={save} onCancel={onClose} />}
      {mode && mode !== "fullProfile" && (
        <FocusedProfileForm
          key={mode}
          profile={profile}
          fields={FOCUSED_FIELDS[mode]}
          busy={busy}
          onSubmit={save}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
