// With upload mode 'both': the second file, the version only the authors may open (others can request it).
import { Field } from "../../components/field/Field";
import { acceptFor } from "../../features/chosen-file/chosen-file-problem";

interface PrivateVersionFieldProps {
  file: File | null;
  onChange: (file: File | undefined) => void;
  error?: string;
}

export function PrivateVersionField({ file, onChange, error }: PrivateVersionFieldProps) {
  return (
    <Field
      label="Private version"
      className="publish__field"
      error={error}
      hint={
        file ? <span className="publish__file-name">{file.name}</span> : "Only you can open it; others may request it."
      }
    >
      <input
        type="file"
        name="private_document"
        accept={acceptFor("document")}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
    </Field>
  );
}
