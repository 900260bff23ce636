export function PropertyDetailPage() {
  return <h1>Property</h1>;
}
