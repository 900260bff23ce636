import type { PropertyCardDto } from '@rentnaija/shared';

export function PropertyCard({
  property,
  view = 'grid',
}: {
  property: PropertyCardDto;
  view?: 'grid' | 'list';
}) {
  return (
    <article data-view={view}>
      <h3>{property.title}</h3>
    </article>
  );
}
