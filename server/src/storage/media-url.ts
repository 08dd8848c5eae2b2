// The address a stored file is served at (storage/media-routes.ts serves it); presenters of every domain build it.
export function mediaUrl(key: string): string;
export function mediaUrl(key: string | null): string | null;
export function mediaUrl(key: string | null): string | null {
  return key === null ? null : `/media/${key}`;
}
