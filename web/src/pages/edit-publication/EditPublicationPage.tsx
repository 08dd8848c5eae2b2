// Edit a publication (/edit-publication/{id}): the member's own only; another's or a deleted one is not found.
import { useParams, useSearchParams } from "react-router";
import { useOwnPublications } from "../../api/publications";
import { Spinner } from "../../components/spinner/Spinner";
import { EditPublicationForm } from "./EditPublicationForm";
import "../upload-research/research-buttons.css";
import "../publish/publish.css";
import "./edit-publication.css";

export default function EditPublicationPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const own = useOwnPublications();
  const publication = own.data?.find((item) => String(item.id) === id);
  return (
    <section className="publish" aria-labelledby="edit-publication-title">
      <h1 id="edit-publication-title">Edit publication</h1>
      {own.isPending && <Spinner label="Loading publication" />}
      {own.isError && <p role="alert">Your publications could not be loaded. Please try again later.</p>}
      {own.isSuccess && !publication && <p role="alert">Post not found.</p>}
      {publication && (
        <EditPublicationForm publication={publication} addingFullText={searchParams.get("add") === "full-text"} />
      )}
    </section>
  );
}
