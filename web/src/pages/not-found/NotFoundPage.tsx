// Any address the product does not know.
import { Link } from "react-router";
import { PublicLayout } from "../../components/public-layout/PublicLayout";

export default function NotFoundPage() {
  return (
    <PublicLayout>
      <article className="static-page">
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <p>
          <Link to="/">Go to the start page</Link>
        </p>
      </article>
    </PublicLayout>
  );
}
