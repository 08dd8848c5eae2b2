export default function PostPage() {
  return <h1>PostPage</h1>;
}
