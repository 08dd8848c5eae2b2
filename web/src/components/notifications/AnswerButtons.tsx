// The buttons a notification is answered with (Confirm or Decline, Send file or Decline): the first is the main
// action, and all are off while an answer is on its way. Answers toast what the server said.
import { toast } from "../toasts/toasts";

export interface Answer {
  label: string;
  choose(): void;
}

export const answerToasts = {
  onSuccess: ({ message }: { message: string }) => toast.success(message),
  onError: (error: Error) => toast.error(error.message),
};

export function AnswerButtons({ answers, pending }: { answers: readonly Answer[]; pending: boolean }) {
  return (
    <div className="notification__actions">
      {answers.map(({ label, choose }, index) => (
        <button
          key={label}
          type="button"
          className={index === 0 ? "button" : "button button--secondary"}
          disabled={pending}
          onClick={choose}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
