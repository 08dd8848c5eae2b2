// The strength hint under a new password: what the rule asks, then how guessable the password typed is.
import { MIN_PASSWORD_LENGTH } from "@scholarly/contract";
import { useEffect, useState } from "react";
import "./password-strength.css";

const SCORE_NAMES = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

const RULE = `At least ${MIN_PASSWORD_LENGTH} characters; commonly used passwords are refused.`;

export function PasswordStrength({ password }: { password: string }) {
  const score = useStrengthScore(password);
  const known = password && score !== null;
  return (
    <span className="password-strength" aria-live="polite">
      {RULE}
      {known && (
        <span className="password-strength__level">
          {" "}
          Strength: <meter min={0} max={4} low={2} high={3} optimum={4} value={score} aria-hidden="true" />{" "}
          <strong>{SCORE_NAMES[score] ?? SCORE_NAMES[0]}</strong>
        </span>
      )}
    </span>
  );
}

/** The score of the password typed, once the estimator has loaded (it is fetched with the first character). */
function useStrengthScore(password: string): number | null {
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    if (!password) return;
    let current = true;
    void import("./strength-estimate").then(({ strengthScore }) => {
      if (current) setScore(strengthScore(password));
    });
    return () => {
      current = false;
    };
  }, [password]);
  return score;
}
