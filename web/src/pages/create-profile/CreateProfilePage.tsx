export default function CreateProfilePage() {
  return <h1>CreateProfilePage</h1>;
}
