// The dialog behind the edit dropdown: shows the form of the chosen mode and saves it.
import type { Profile } from "@scholarly/contract";
import { type ProfileChange, useUpdateProfile } from "../../../api/profiles";
import { Modal } from "../../../components/modal/Modal";
import { failureText, toastDone, toastFailed } from "../../../features/profile-tabs/action-toasts";
import { UploadProgress } from "../../../features/profile-tabs/UploadProgress";
import { useUploadProgress } from "../../../features/profile-tabs/use-upload-progress";
import { EDIT_MODE_TITLES, type EditMode, FOCUSED_FIELDS } from "./edit-modes";
import { FocusedProfileForm } from "./FocusedProfileForm";
import { FullProfileForm } from "./FullProfileForm";

const PROFILE_SAVE = "profile-save";

interface EditProfileModalProps {
  profile: Profile;
  mode: EditMode | null;
  onClose: () => void;
}

export function EditProfileModal({ profile, mode, onClose }: EditProfileModalProps) {
  const update = useUpdateProfile();
  const progress = useUploadProgress();

  const save = (change: ProfileChange) =>
    update.mutate(
      // Only a new picture being sent has progress worth showing.
      { ...change, tracking: change.picture ? progress.start() : undefined },
      {
        onSuccess: () => {
          toastDone(PROFILE_SAVE, "Profile updated successfully");
          onClose();
        },
        onError: (failure) => toastFailed(PROFILE_SAVE, failure, failureText(failure, "Failed to update profile.")),
        onSettled: progress.reset,
      },
    );

  // Closing the dialog stops an upload nobody can follow any more.
  const close = () => {
    progress.cancel();
    onClose();
  };

  const busy = update.isPending;
  return (
    <Modal title={mode ? EDIT_MODE_TITLES[mode] : ""} open={mode !== null} onClose={close} size="large">
      {mode === "fullProfile" && <FullProfileForm profile={profile} busy={busy} onSubmit={save} onCancel={close} />}
      {mode && mode !== "fullProfile" && (
        <FocusedProfileForm
          key={mode}
          profile={profile}
          fields={FOCUSED_FIELDS[mode]}
          busy={busy}
          onSubmit={save}
          onCancel={close}
        />
      )}
      <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
    </Modal>
  );
}
