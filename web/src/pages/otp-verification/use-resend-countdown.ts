// The seconds until another code may be sent: the server throttles resending for 60 s after each code it sends,
// and sign-up has just sent one, so the count starts at once and restarts after each resend.
import { useCallback, useEffect, useState } from "react";

export const RESEND_THROTTLE_SECONDS = 60;

export function useResendCountdown(seconds = RESEND_THROTTLE_SECONDS): { remaining: number; restart: () => void } {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (remaining === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);
  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, [seconds]);
  return { remaining, restart };
}
