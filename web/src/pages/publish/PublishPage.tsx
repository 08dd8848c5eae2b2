export default function PublishPage() {
  return <h1>PublishPage</h1>;
}
