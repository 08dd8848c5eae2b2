export default function PlaceholderPage() {
  return <h1>PlaceholderPage</h1>;
}
