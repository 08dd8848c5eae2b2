// File sizes as the upload entry shows them: bytes / 1024, rounded, in KB.
export function formatKilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}
