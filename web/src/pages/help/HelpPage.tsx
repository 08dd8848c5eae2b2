// Help centre (/help): an accordion of the five FAQs, at most one answer open at a time.
import { useId, useState } from "react";
import { PublicLayout } from "../../components/public-layout/PublicLayout";
import { FAQS } from "./faqs";
import "./help.css";

export default function HelpPage() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <PublicLayout>
      <article className="static-page">
        <h1>Help centre</h1>
        <div className="faq">
          {FAQS.map(({ question, answer }, index) => {
            const open = openIndex === index;
            const answerId = `${baseId}-answer-${index}`;
            return (
              <section key={question} className="faq__item">
                <h2 className="faq__question">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={answerId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    {question}
                    <span aria-hidden="true">{open ? "−" : "+"}</span>
                  </button>
                </h2>
                <div id={answerId} className="faq__answer" hidden={!open}>
                  <p>{answer}</p>
                </div>
              </section>
            );
          })}
        </div>
      </article>
    </PublicLayout>
  );
}
