// The browser's copy of the OTP lockout: failures are counted here and, after five, the form stays hidden for
// an hour. The server enforces the same rule; its 429 answer starts the block here too.
import { OTP_LOCK_MS, OTP_MAX_FAILURES } from "@scholarly/contract";
import { useCallback, useEffect, useState } from "react";

const BLOCK_UNTIL = "otp_block_time";
const ATTEMPTS = "otp_attempts";

function storedBlockEnd(): number | null {
  const until = Number(localStorage.getItem(BLOCK_UNTIL));
  return until > Date.now() ? until : null;
}

function forget(): void {
  localStorage.removeItem(BLOCK_UNTIL);
  localStorage.removeItem(ATTEMPTS);
}

export interface OtpLockout {
  /** Milliseconds left in the block, or 0 when the form may be used. */
  remainingMs: number;
  recordFailure: () => void;
  block: () => void;
  clear: () => void;
}

export function useOtpLockout(): OtpLockout {
  const [blockEnd, setBlockEnd] = useState(storedBlockEnd);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (blockEnd === null) return;
    const tick = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= blockEnd) {
        forget();
        setBlockEnd(null);
      }
    }, 1000);
    return () => clearInterval(tick);
  }, [blockEnd]);

  const block = useCallback(() => {
    const until = Date.now() + OTP_LOCK_MS;
    localStorage.setItem(BLOCK_UNTIL, String(until));
    localStorage.setItem(ATTEMPTS, String(OTP_MAX_FAILURES));
    setNow(Date.now());
    setBlockEnd(until);
  }, []);

  const recordFailure = useCallback(() => {
    const attempts = Number(localStorage.getItem(ATTEMPTS) ?? 0) + 1;
    localStorage.setItem(ATTEMPTS, String(attempts));
    if (attempts >= OTP_MAX_FAILURES) block();
  }, [block]);

  const clear = useCallback(() => {
    forget();
    setBlockEnd(null);
  }, []);

  return { remainingMs: blockEnd === null ? 0 : Math.max(0, blockEnd - now), recordFailure, block, clear };
}

/** "Try again after 59 minutes 58 seconds." */
export function waitText(remainingMs: number): string {
  const seconds = Math.ceil(remainingMs / 1000);
  return `Try again after ${Math.floor(seconds / 60)} minutes ${seconds % 60} seconds.`;
}
