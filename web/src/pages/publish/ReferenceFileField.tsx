// The import's file choice: a .bib, .ris or .json (CSL-JSON) file exported from a reference manager, read here
// into the paste box. A file of another kind, or larger than an import reads, is refused at the field.
import { MAX_IMPORT_TEXT_BYTES } from "@scholarly/contract";
import { useState } from "react";
import { Field } from "../../components/field/Field";

const REFERENCE_EXTENSIONS = [".bib", ".ris", ".json", ".txt"];

function referenceFileProblem(file: File): string | null {
  if (!REFERENCE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
    return `${file.name} is not a BibTeX (.bib), RIS (.ris) or CSL-JSON (.json) file.`;
  }
  if (file.size > MAX_IMPORT_TEXT_BYTES) return `${file.name} is larger than 2 MB; import at most 2 MB at a time.`;
  return null;
}

/** Read with a FileReader, which every browser (and the test DOM) has; UTF-8 as reference managers write. */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function ReferenceFileField({ onRead, disabled }: { onRead: (text: string) => void; disabled: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Field label="Or open a .bib, .ris or .json export" error={problem ?? undefined}>
      <input
        type="file"
        accept={REFERENCE_EXTENSIONS.join(",")}
        disabled={disabled}
        onChange={async (event) => {
          const input = event.target;
          const file = input.files?.[0];
          if (!file) return;
          const found = referenceFileProblem(file);
          setProblem(found);
          input.value = "";
          if (!found) onRead(await textOf(file));
        }}
      />
    </Field>
  );
}
