import type {
  Paginated,
  PropertyCardDto,
  PropertyDto,
  PropertySearchQuery,
} from '@rentnaija/shared';
import { api } from '../../api/client';

export function searchProperties(query: PropertySearchQuery): Promise<Paginated<PropertyCardDto>> {
  return api.get<Paginated<PropertyCardDto>>('/properties', { ...query });
}

export function getFeaturedProperties(): Promise<PropertyCardDto[]> {
  return api.get<PropertyCardDto[]>('/properties/featured');
}

export function getProperty(id: string): Promise<PropertyDto> {
  return api.get<PropertyDto>(`/properties/${encodeURIComponent(id)}`);
}
