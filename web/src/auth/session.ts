// The signed-in state kept in browser storage under the spec's keys: access_token, refresh_token, user_id.
import { useSyncExternalStore } from "react";

const ACCESS = "access_token";
const REFRESH = "refresh_token";
const USER_ID = "user_id";

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string | null;
}

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  const accessToken = localStorage.getItem(ACCESS) ?? localStorage.getItem("access");
  const refreshToken = localStorage.getItem(REFRESH);
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken, userId: localStorage.getItem(USER_ID) };
}

function changed(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function saveSession(tokens: { access_token: string; refresh_token: string; user_id?: number }): void {
  localStorage.setItem(ACCESS, tokens.access_token);
  localStorage.setItem(REFRESH, tokens.refresh_token);
  if (tokens.user_id !== undefined) localStorage.setItem(USER_ID, String(tokens.user_id));
  changed();
}

export function clearSession(): void {
  for (const key of [ACCESS, REFRESH, USER_ID, "access"]) localStorage.removeItem(key);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || [ACCESS, REFRESH, USER_ID].includes(event.key)) changed();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}
