export default function OtpVerificationPage() {
  return <h1>OtpVerificationPage</h1>;
}
