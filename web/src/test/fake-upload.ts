// Stands in for XMLHttpRequest, which the uploads use for their progress: every upload gets the same answer.
import { vi } from "vitest";

export interface SentUpload {
  method: string;
  url: string;
  body: FormData;
}

/** Makes every upload answer with this status and JSON body; returns the uploads sent, in order. */
export function answerUploadsWith(status: number, body: unknown): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeUploadRequest {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = "";
    private url = "";

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, body: form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
  return sent;
}

/** An upload held open by `holdUploads`: the test reports its progress and sees whether it was aborted. */
export interface HeldUpload {
  sent: SentUpload;
  progress: (percent: number) => void;
  answer: (status: number, body: unknown) => void;
  readonly aborted: boolean;
}

/** Keeps every upload open until the test answers it; returns the uploads sent, in order. */
export function holdUploads(): HeldUpload[] {
  const held: HeldUpload[] = [];
  class HeldUploadRequest {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private url = "";
    private wasAborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    abort() {
      this.wasAborted = true;
      this.onabort?.();
    }

    send(form: FormData) {
      const request = this;
      held.push({
        sent: { method: this.method, url: this.url, body: form },
        progress: (percent) => request.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }),
        answer: (status, body) => {
          request.status = status;
          request.responseText = JSON.stringify(body);
          request.onload?.();
        },
        get aborted() {
          return request.wasAborted;
        },
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", HeldUploadRequest);
  return held;
}
