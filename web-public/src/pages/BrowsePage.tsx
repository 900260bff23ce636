export function BrowsePage() {
  return <h1>Browse Properties</h1>;
}
