// One post in full (/post/{id}?type=): checks the link, then shows the post with the way back (or, for a
// visitor, the way in).
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { useSession } from "../../auth/session";
import { feedTypeOf } from "../home/feed-address";
import { BackLink } from "./BackLink";
import { PostDetailView } from "./PostDetailView";
import "./post.css";

export default function PostPage() {
  const { id = "" } = useParams();
  const type = feedTypeOf(useSearchParams()[0].get("type"));
  const valid = /^\d+$/.test(id) && type !== undefined;
  const session = useSession();
  // Signing in or up from here comes back to this post.
  const location = useLocation();
  const returnHere = { from: location.pathname + location.search };
  return (
    <article className="post-page">
      {session ? (
        <BackLink />
      ) : (
        <p className="post-page__join">
          <Link to="/register" state={returnHere}>
            Sign up
          </Link>{" "}
          or{" "}
          <Link to="/" state={returnHere}>
            sign in
          </Link>{" "}
          to follow researchers and share your own work.
        </p>
      )}
      {valid ? <PostDetailView id={id} type={type} /> : <p role="alert">Invalid post link. Please try again.</p>}
    </article>
  );
}
