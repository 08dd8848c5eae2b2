export default function ProfileViewPage() {
  return <h1>ProfileViewPage</h1>;
}
