export function LandingPage() {
  return <h1>Njira</h1>;
}
