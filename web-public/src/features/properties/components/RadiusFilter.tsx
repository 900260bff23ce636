import { useState } from 'react';
import { Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CITY_CENTRES, RADIUS_OPTIONS_KM } from '@rentnaija/shared';
import type { BrowseFilters } from '../lib/filters';
import { propertyQueries } from '../queries';

const radiusOptions = RADIUS_OPTIONS_KM.map((km) => ({ value: km, label: `Within ${km} km` }));

/**
 * 'Within N km of' a place: the chosen city's centre unless another place is picked (the
 * neighbourhoods of the listing cities, searched by name).
 */
export function RadiusFilter({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}) {
  const [typed, setTyped] = useState('');
  const places = useQuery({
    ...propertyQueries.places(typed.trim()),
    enabled: typed.trim() !== '',
  });
  const cityCentre = filters.city ? CITY_CENTRES[filters.city] : undefined;
  const centre = filters.near ?? cityCentre ?? null;
  const placeName = filters.near ? filters.nearName : filters.city;

  const options = [
    ...(cityCentre ? [{ value: `city:${filters.city}`, label: `${filters.city} (centre)` }] : []),
    ...(places.data ?? []).map((p) => ({
      value: `place:${p.lat},${p.lng},${p.name}`,
      label: `${p.name}, ${p.city}`,
    })),
  ];

  return (
    <Space.Compact block className="rp-radius">
      <Select
        id="f-radius"
        aria-label="Distance"
        allowClear
        placeholder="Any distance"
        options={radiusOptions}
        value={filters.radiusKm ?? undefined}
        disabled={!centre}
        onChange={(km?: number) =>
          km && centre
            ? onChange({ radiusKm: km, near: centre, nearName: placeName || '' })
            : onChange({ radiusKm: null, near: null, nearName: '' })
        }
        style={{ width: '45%' }}
      />
      <Select
        aria-label="Of the place"
        showSearch={{ filterOption: false, onSearch: setTyped }}
        allowClear
        placeholder={cityCentre ? `${filters.city} (centre)` : 'Of a city or place'}
        options={options}
        value={filters.near ? `place:${filters.nearName}` : undefined}
        labelRender={() => (filters.near ? filters.nearName || 'Picked place' : undefined)}
        notFoundContent={typed ? 'No place of that name' : 'Type a neighbourhood'}
        onChange={(value?: string) => {
          if (!value || value.startsWith('city:')) {
            onChange({ near: null, nearName: '', radiusKm: null });
            return;
          }
          const [lat, lng, ...name] = value.slice('place:'.length).split(',');
          onChange({
            near: { lat: Number(lat), lng: Number(lng) },
            nearName: name.join(','),
            radiusKm: filters.radiusKm ?? 5,
          });
        }}
        style={{ width: '55%' }}
      />
    </Space.Compact>
  );
}
