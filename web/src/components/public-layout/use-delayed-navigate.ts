// Goes to the next page after the spec's 1.5 s pause, so the success message can be read first.
import { useCallback, useEffect, useRef } from "react";
import { type NavigateOptions, useNavigate } from "react-router";

export const REDIRECT_DELAY_MS = 1500;

export function useDelayedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to, options) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, options), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
