// The dialog behind the edit dropdown: shows the form of the chosen mode and saves it.
import type { Profile } from "@scholarly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../api/client";
import { OWN_PROFILE_KEY, updateProfile } from "../../../api/profiles";
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
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const save = async (form: FormData) => {
    setBusy(true);
    try {
      queryClient.setQueryData(OWN_PROFILE_KEY, await updateProfile(form));
      toast.success("Profile updated successfully");
      onClose();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : "Failed to update profile.");
    } finally {
      setBusy(false);
    }
  };

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
