export default function ChangePasswordPage() {
  return <h1>ChangePasswordPage</h1>;
}
