export default function MobileHeaderPage() {
  return <h1>MobileHeaderPage</h1>;
}
