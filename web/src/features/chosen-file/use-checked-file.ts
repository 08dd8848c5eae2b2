// A file input's check for its kind of upload, run the moment a file is chosen: a file that may be uploaded is
// given back; one that may not is refused with the reason, which the form shows at the field (never only in a
// toast), and the input is emptied so it does not look chosen.
import type { UploadKind } from "@scholarly/contract";
import { useState } from "react";
import { acceptFor, chosenFileProblem } from "./chosen-file-problem";

export interface CheckedFile {
  /** Why the last chosen file was refused, or null. */
  problem: string | null;
  /** The input's `accept`: the file picker offers files of the kind first. */
  accept: string;
  /** The chosen file when it may be uploaded, else null. */
  check: (input: HTMLInputElement) => Promise<File | null>;
}

/**
 * `ownWords` is a form's own refusal, checked first, where the spec words one ("Please select a valid image file");
 * the upload rules' type, size and content checks follow.
 */
export function useCheckedFile(kind: UploadKind, ownWords?: (file: File) => string | null): CheckedFile {
  const [problem, setProblem] = useState<string | null>(null);
  const check = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return null;
    const found = ownWords?.(file) ?? (await chosenFileProblem(file, kind));
    setProblem(found);
    if (!found) return file;
    input.value = "";
    return null;
  };
  return { problem, accept: acceptFor(kind), check };
}
