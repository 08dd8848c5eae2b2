// The state of one upload at a time in a form: how far it is, and a way to cancel it. Every upload form shares it,
// so the abort and progress bookkeeping is written once.
import { useCallback, useRef, useState } from "react";
import type { UploadTracking } from "../../api/upload";

export interface UploadProgressState {
  /** 0–100 while an upload runs, null otherwise (UploadProgress then shows nothing). */
  percent: number | null;
  /** Begins an upload: progress from 0 and a fresh signal; pass what it answers to the API call. */
  start: () => Required<UploadTracking>;
  /** Aborts the running upload; the call then fails with UPLOAD_CANCELLED. */
  cancel: () => void;
  /** The upload ended (sent, failed or cancelled): hide the progress. */
  reset: () => void;
}

export function useUploadProgress(): UploadProgressState {
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const start = useCallback(() => {
    running.current = new AbortController();
    setPercent(0);
    return { onProgress: setPercent, signal: running.current.signal };
  }, []);
  const cancel = useCallback(() => running.current?.abort(), []);
  const reset = useCallback(() => {
    running.current = null;
    setPercent(null);
  }, []);
  return { percent, start, cancel, reset };
}
