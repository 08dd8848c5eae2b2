export default function PublishSuccessPage() {
  return <h1>PublishSuccessPage</h1>;
}
