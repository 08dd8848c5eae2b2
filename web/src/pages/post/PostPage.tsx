// One post in full (/post/{id}?type=): checks the link, then shows the post with the way back home.
import { Link, useParams, useSearchParams } from "react-router";
import { feedTypeOf } from "../home/feed-address";
import { PostDetailView } from "./PostDetailView";
import "./post.css";

export default function PostPage() {
  const { id = "" } = useParams();
  const type = feedTypeOf(useSearchParams()[0].get("type"));
  const valid = /^\d+$/.test(id) && type !== undefined;
  return (
    <article className="post-page">
      <Link className="post-page__back" to="/home">
        Back to Home
      </Link>
      {valid ? <PostDetailView id={id} type={type} /> : <p role="alert">Invalid post link. Please try again.</p>}
    </article>
  );
}
