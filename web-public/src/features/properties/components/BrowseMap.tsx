import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import '../map.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import {
  Circle,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import {
  CITY_CENTRES,
  formatNaira,
  NIGERIA_BBOX,
  type Bbox,
  type PropertyCardDto,
} from '@rentnaija/shared';
import { propertyQueries } from '../queries';

/** '₦350k', '₦1.2m': a marker's price. */
export function shortNaira(amount: number): string {
  if (amount >= 1_000_000) return `₦${Number((amount / 1_000_000).toFixed(1))}m`;
  if (amount >= 1_000) return `₦${Math.round(amount / 1_000)}k`;
  return formatNaira(amount);
}

const priceIcon = (p: PropertyCardDto, active: boolean) =>
  L.divIcon({
    className: '',
    html: `<span class="rp-map-pin${active ? ' rp-map-pin--active' : ''}">${shortNaira(p.price)}</span>`,
    iconSize: undefined,
    iconAnchor: [28, 30],
    popupAnchor: [0, -28],
  });

const toBounds = (b: Bbox) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

const ofBounds = (bounds: L.LatLngBounds): Bbox => ({
  west: Math.max(-180, bounds.getWest()),
  south: Math.max(-90, bounds.getSouth()),
  east: Math.min(180, bounds.getEast()),
  north: Math.min(90, bounds.getNorth()),
});

/**
 * Fits the map to what is searched: the box, else the radius, else the results on the list,
 * else the city or Nigeria. It refits when those change, not when the person moves the map;
 * any move of theirs offers 'Search this area'.
 */
function Viewport({
  bbox,
  circle,
  points,
  city,
  onUserMove,
}: {
  bbox: Bbox | null;
  circle: { lat: number; lng: number; radiusKm: number } | null;
  points: [number, number][];
  city: string;
  onUserMove: (bounds: Bbox | null) => void;
}) {
  const map = useMap();
  const programmatic = useRef(false);
  const key = JSON.stringify({ bbox, circle, points: bbox || circle ? null : points, city });
  useEffect(() => {
    programmatic.current = true;
    const fit = (b: L.LatLngBounds, maxZoom = 15) => map.fitBounds(b, { maxZoom, animate: false });
    if (bbox) fit(toBounds(bbox), 18);
    else if (circle) fit(L.latLng(circle.lat, circle.lng).toBounds(circle.radiusKm * 2000));
    else if (points.length > 0) fit(L.latLngBounds(points).pad(0.15), 14);
    else if (CITY_CENTRES[city]) map.setView(CITY_CENTRES[city], 11, { animate: false });
    else fit(toBounds(NIGERIA_BBOX));
    onUserMove(null);
    // A fit moves the map at once (no animation): later moves are the person's.
    const t = setTimeout(() => (programmatic.current = false), 0);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what is fitted
  }, [key, map]);
  useMapEvents({
    moveend: () => {
      if (!programmatic.current) onUserMove(ofBounds(map.getBounds()));
    },
  });
  return null;
}

/**
 * The browse page's map: the listings of the results page as price markers (clustered where
 * they share a neighbourhood), the radius searched, and 'Search this area' once the map is
 * moved. `activeId` is the card under the pointer; its marker stands out.
 */
export function BrowseMap({
  results,
  bbox,
  near,
  radiusKm,
  city,
  activeId,
  onSearchArea,
}: {
  results: PropertyCardDto[];
  bbox: Bbox | null;
  near: { lat: number; lng: number } | null;
  radiusKm: number | null;
  city: string;
  activeId: string | null;
  onSearchArea: (bbox: Bbox) => void;
}) {
  const settings = useQuery(propertyQueries.mapSettings());
  const [moved, setMoved] = useState<Bbox | null>(null);
  const placed = useMemo(
    () => results.filter((p) => p.latitude !== null && p.longitude !== null),
    [results],
  );
  const points = useMemo(
    () => placed.map((p) => [p.latitude!, p.longitude!] as [number, number]),
    [placed],
  );
  const circle = near && radiusKm ? { ...near, radiusKm } : null;

  return (
    <div className="rp-map" role="region" aria-label="Map of the results">
      <MapContainer
        className="rp-map__canvas"
        center={[NIGERIA_BBOX.south + 4.8, NIGERIA_BBOX.west + 6]}
        zoom={6}
        minZoom={4}
        maxZoom={18}
        scrollWheelZoom
        zoomControl
      >
        {settings.data && (
          <TileLayer
            url={settings.data.tileUrl}
            attribution={settings.data.attribution}
            maxZoom={18}
          />
        )}
        <Viewport bbox={bbox} circle={circle} points={points} city={city} onUserMove={setMoved} />
        {circle && (
          <Circle
            center={[circle.lat, circle.lng]}
            radius={circle.radiusKm * 1000}
            pathOptions={{ color: '#15803d', fillColor: '#15803d', fillOpacity: 0.1, weight: 2 }}
          />
        )}
        <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={40}>
          {placed.map((p) => (
            <Marker
              key={p.id}
              position={[p.latitude!, p.longitude!]}
              icon={priceIcon(p, p.id === activeId)}
              zIndexOffset={p.id === activeId ? 1000 : 0}
              title={`${p.title}, ${formatNaira(p.price)} a month`}
              alt={p.title}
            >
              <Popup>
                <Link to={`/property/${p.id}`} className="rp-map__popup">
                  <strong>{p.title}</strong>
                  <span>
                    {formatNaira(p.price)}/mo · {p.location}
                  </span>
                  <small>Approximate location</small>
                </Link>
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      </MapContainer>
      {moved && (
        <Button
          className="rp-map__search-area"
          type="primary"
          shape="round"
          icon={<SearchOutlined />}
          onClick={() => {
            onSearchArea(moved);
            setMoved(null);
          }}
        >
          Search this area
        </Button>
      )}
      {placed.length < results.length && (
        <p className="rp-map__note">
          {results.length - placed.length} of these listings have no place on the map yet.
        </p>
      )}
    </div>
  );
}
