// The configured size limit of each kind of upload. What each kind may contain is declared in the contract
// (upload-rules.ts), so the web checks a chosen file the same way the server does.
import { type UploadKind, uploadLimitKey } from "@scholarly/contract";
import type { UploadLimits } from "../../config.js";

export type { UploadKind };

export function limitFor(kind: UploadKind, limits: UploadLimits): number {
  return limits[uploadLimitKey(kind)];
}
