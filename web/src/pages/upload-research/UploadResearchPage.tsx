export default function UploadResearchPage() {
  return <h1>UploadResearchPage</h1>;
}
