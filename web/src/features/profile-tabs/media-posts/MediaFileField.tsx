// The file input of the image and video forms: a file of the wrong kind is refused as soon as it is chosen, in the
// spec's words (so is one too large), and is not kept.
import type { RefCallBack } from "react-hook-form";
import { Field } from "../../../components/field/Field";
import { useCheckedFile } from "../../chosen-file/use-checked-file";
import { isFileOfKind, type MediaKind } from "./media-kinds";

interface MediaFileFieldProps {
  kind: MediaKind;
  label: string;
  /** The form's `file` field (react-hook-form's useController). */
  file: { name: string; ref: RefCallBack; onBlur: () => void; onChange: (file: File | undefined) => void };
  formError: string | undefined;
  /** A file was accepted: the form checks its own rules on it. */
  onChosen: () => void;
}

export function MediaFileField({ kind, label, file, formError, onChosen }: MediaFileFieldProps) {
  const mediaFile = useCheckedFile(kind.name, (chosen) => (isFileOfKind(chosen, kind) ? null : kind.invalidFile));
  return (
    <Field label={label} error={mediaFile.problem ?? formError}>
      <input
        type="file"
        accept={mediaFile.accept}
        name={file.name}
        ref={file.ref}
        onBlur={file.onBlur}
        onChange={async (event) => {
          const chosen = await mediaFile.check(event.target);
          file.onChange(chosen ?? undefined);
          if (chosen) onChosen();
        }}
      />
    </Field>
  );
}
