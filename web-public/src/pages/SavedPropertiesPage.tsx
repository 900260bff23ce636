export function SavedPropertiesPage() {
  return <h1>Saved Properties</h1>;
}
