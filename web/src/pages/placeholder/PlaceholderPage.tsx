// The pages still to be written (/blogs, /careers, ...): one line each; any other address is not found.
import { useParams } from "react-router";
import { PublicLayout } from "../../components/public-layout/PublicLayout";
import NotFoundPage from "../not-found/NotFoundPage";

const PLACEHOLDERS: Record<string, { title: string; line: string }> = {
  blogs: { title: "Blogs", line: "Stories from our community are coming soon." },
  careers: { title: "Careers", line: "We are not hiring right now; check back soon." },
  marketing: { title: "Marketing", line: "Marketing information is coming soon." },
  scientific: { title: "Scientific", line: "Scientific resources are coming soon." },
  publisher: { title: "Publisher", line: "Publisher services are coming soon." },
  terms: { title: "Terms", line: "Our terms of use will be published here." },
  privacy: { title: "Privacy", line: "Our privacy policy will be published here." },
};

export default function PlaceholderPage() {
  const { placeholder = "" } = useParams();
  const page = Object.hasOwn(PLACEHOLDERS, placeholder) ? PLACEHOLDERS[placeholder] : undefined;
  if (!page) return <NotFoundPage />;
  return (
    <PublicLayout>
      <article className="static-page">
        <h1>{page.title}</h1>
        <p>{page.line}</p>
      </article>
    </PublicLayout>
  );
}
