export default function UserProfilePage() {
  return <h1>UserProfilePage</h1>;
}
