import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useUploadProgress } from "./use-upload-progress";

describe("the upload progress of a form", () => {
  it("shows nothing until an upload starts, then follows its percentage", () => {
    const { result } = renderHook(() => useUploadProgress());
    expect(result.current.percent).toBeNull();
    let tracking = { onProgress: (_percent: number) => {}, signal: new AbortController().signal };
    act(() => {
      tracking = result.current.start();
    });
    expect(result.current.percent).toBe(0);
    act(() => tracking.onProgress(42));
    expect(result.current.percent).toBe(42);
  });

  it("aborts the running upload's signal on cancel", () => {
    const { result } = renderHook(() => useUploadProgress());
    let signal = new AbortController().signal;
    act(() => {
      signal = result.current.start().signal;
    });
    expect(signal.aborted).toBe(false);
    act(() => result.current.cancel());
    expect(signal.aborted).toBe(true);
  });

  it("hides the progress on reset, and the next upload gets a signal of its own", () => {
    const { result } = renderHook(() => useUploadProgress());
    let first = new AbortController().signal;
    act(() => {
      first = result.current.start().signal;
    });
    act(() => result.current.cancel());
    act(() => result.current.reset());
    expect(result.current.percent).toBeNull();
    let second = first;
    act(() => {
      second = result.current.start().signal;
    });
    expect(second.aborted).toBe(false);
    expect(result.current.percent).toBe(0);
  });
});
