// Contact (/contact): name, e-mail and message, all required; the thanks is shown and nothing is sent.
import { type FormEvent, useState } from "react";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { PublicLayout } from "../../components/public-layout/PublicLayout";
import "../../components/public-layout/form.css";

const EMPTY = { name: "", email: "", message: "" };

export default function ContactPage() {
  const [values, setValues] = useState(EMPTY);
  const [outcome, setOutcome] = useState<"thanks" | "missing" | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(values).some((value) => !value.trim())) {
      setOutcome("missing");
      return;
    }
    setOutcome("thanks");
    setValues(EMPTY);
  }

  const change = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <PublicLayout>
      <article className="static-page">
        <h1>Contact us</h1>
        <p>Questions, ideas or problems? Write to us and we will answer within 24 hours.</p>
        <form className="stacked-form" onSubmit={submit} noValidate>
          <Field label="Name">
            <input autoComplete="name" required value={values.name} onChange={change("name")} />
          </Field>
          <Field label="Email">
            <input type="email" autoComplete="email" required value={values.email} onChange={change("email")} />
          </Field>
          <Field label="Message">
            <textarea rows={4} required value={values.message} onChange={change("message")} />
          </Field>
          {outcome === "missing" && <FormError message="All fields are required." />}
          {outcome === "thanks" && (
            <p className="form-success" role="status">
              Thank you for contacting us!
            </p>
          )}
          <button type="submit" className="button">
            Send message
          </button>
        </form>
      </article>
    </PublicLayout>
  );
}
