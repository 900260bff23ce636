/** Builds the /properties address the home search card and chips send visitors to. */
export interface HomeSearch {
  query?: string;
  location?: string;
  city?: string;
  maxPrice?: number;
}

export function browseUrl(search: HomeSearch): string {
  const params = new URLSearchParams();
  if (search.query?.trim()) params.set('query', search.query.trim());
  if (search.location?.trim()) params.set('location', search.location.trim());
  if (search.city) params.set('city', search.city);
  if (search.maxPrice !== undefined) params.set('maxPrice', String(search.maxPrice));
  const qs = params.toString();
  return qs ? `/properties?${qs}` : '/properties';
}

/** Popular chips: Lagos, Abuja, Port Harcourt set city (lowercased); 'Under ₦500k' sets maxPrice. */
export const POPULAR_CHIPS: { label: string; search: HomeSearch }[] = [
  { label: 'Lagos', search: { city: 'lagos' } },
  { label: 'Abuja', search: { city: 'abuja' } },
  { label: 'Port Harcourt', search: { city: 'port harcourt' } },
  { label: 'Under ₦500k', search: { maxPrice: 500000 } },
];
