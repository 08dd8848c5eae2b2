// E-mail verification (/otp-verification): the 6-digit code from the sign-up mail, with resend and lockout.
import { LOCKOUT_MESSAGE } from "@scholarly/contract";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { resendOtp, verifyOtp } from "../../api/accounts";
import { ApiError } from "../../api/client";
import { carryReturnPath, returnPath } from "../../auth/return-path";
import { getSession } from "../../auth/session";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";
import { useOtpLockout, waitText } from "./use-otp-lockout";
import { useResendCountdown } from "./use-resend-countdown";

function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : "";
}

export default function OtpVerificationPage() {
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const from = returnPath(location.state);
  const [otp, setOtp] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const lockout = useOtpLockout();
  const navigateSoon = useDelayedNavigate();
  const countdown = useResendCountdown();

  const verification = useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ message }) => {
      lockout.clear();
      toast.success(message || "Email verified successfully");
      navigateSoon("/create-profile", { state: carryReturnPath(from) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) lockout.block();
      else if (error instanceof ApiError && error.status === 400) lockout.recordFailure();
    },
  });
  const resend = useMutation({
    mutationFn: resendOtp,
    onSuccess: ({ message }) => {
      countdown.restart();
      toast.success(message || "A new code is on its way.");
    },
    onError: (error) => toast.error(error.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    let found: string | null = null;
    if (!email.trim() || !otp.trim()) found = "Please enter both Email and OTP";
    else if (!getSession()) found = "Missing token. Please register again.";
    setProblem(found);
    if (!found) verification.mutate({ email: email.trim(), otp: otp.trim() });
  }

  function requestNewCode() {
    if (!email.trim()) {
      setProblem("Email not found. Try registering again.");
      return;
    }
    setProblem(null);
    resend.mutate(email.trim());
  }

  if (lockout.remainingMs > 0) {
    return (
      <AuthCard title="Verify your email">
        <FormError message={LOCKOUT_MESSAGE} />
        <p className="otp__countdown" aria-live="polite">
          {waitText(lockout.remainingMs)}
        </p>
        <div className="auth-card__links">
          <Link to="/">Back to login</Link>
          <Link to="/help">Help</Link>
        </div>
      </AuthCard>
    );
  }

  const shown = problem ?? verification.error?.message;
  return (
    <AuthCard title="Verify your email" intro="Enter the 6-digit code we e-mailed you.">
      <form onSubmit={submit} noValidate>
        <Field label="Email">
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Verification code">
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))}
          />
        </Field>
        {shown && <FormError message={shown} />}
        <button type="submit" className="button" disabled={verification.isPending || verification.isSuccess}>
          {verification.isPending ? "Verifying..." : "Verify OTP"}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={requestNewCode}
          disabled={resend.isPending || countdown.remaining > 0}
        >
          {countdown.remaining > 0 ? `Resend OTP in ${countdown.remaining} s` : "Resend OTP"}
        </button>
      </form>
    </AuthCard>
  );
}
