// One optional file per portfolio item; choosing a new one replaces the current media. A file that may not be
// uploaded (not a PDF or an image, too large) is refused at the field as soon as it is chosen.
import { Field } from "../../../components/field/Field";
import { useCheckedFile } from "../../chosen-file/use-checked-file";

export function MediaField({ current, onChange }: { current: string | null; onChange: (file: File | null) => void }) {
  const media = useCheckedFile("document");
  return (
    <>
      <Field label="Media (image or PDF)" error={media.problem ?? undefined}>
        <input
          type="file"
          accept={media.accept}
          onChange={async (event) => onChange(await media.check(event.target))}
        />
      </Field>
      {current && (
        <a href={current} target="_blank" rel="noreferrer">
          Current media
        </a>
      )}
    </>
  );
}
