// A temporary address for showing the chosen picture before upload, released when it changes or the page closes.
import { useEffect, useState } from "react";

export function usePicturePreview(picture: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!picture) {
      setPreview(null);
      return;
    }
    const address = URL.createObjectURL(picture);
    setPreview(address);
    return () => URL.revokeObjectURL(address);
  }, [picture]);
  return preview;
}
