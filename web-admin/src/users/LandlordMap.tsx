import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { formatNaira } from '@rentnaija/shared';
import { Link } from 'react-router-dom';

/** What the map needs of a listing of the console's list (staff see the exact pin). */
export interface PinnedListing {
  id: string;
  title: string;
  price: number;
  moderationStatus: string;
  status: string;
  latitude: number | null;
  longitude: number | null;
}

const COLORS: Record<string, string> = {
  approved: '#2e7d32',
  pending: '#ed6c02',
  rejected: '#d32f2f',
};

const pin = (p: PinnedListing) =>
  L.divIcon({
    className: '',
    html: `<span style="display:block;width:16px;height:16px;border-radius:50%;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4);background:${COLORS[p.moderationStatus] ?? '#555'}"></span>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  });

function Fit({ points }: { points: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length)
      map.fitBounds(L.latLngBounds(points).pad(0.2), { maxZoom: 15, animate: false });
  }, [map, points]);
  return null;
}

/**
 * A landlord's listings on the map, at their exact pins, coloured by moderation state (approved
 * green, pending orange, rejected red): listings far apart show at a glance.
 */
export default function LandlordMap({ listings }: { listings: PinnedListing[] }) {
  const [tiles, setTiles] = useState<{ tileUrl: string; attribution: string } | null>(null);
  useEffect(() => {
    void fetch('/api/map/settings')
      .then((r) => (r.ok ? r.json() : null))
      .then(setTiles)
      .catch(() => setTiles(null));
  }, []);
  const placed = listings.filter((p) => p.latitude !== null && p.longitude !== null);
  const [points] = useState(() =>
    placed.map((p) => [p.latitude!, p.longitude!] as [number, number]),
  );
  if (placed.length === 0) {
    return <Typography color="text.secondary">None of these listings has a pin yet.</Typography>;
  }
  return (
    <>
      <div style={{ height: 320, borderRadius: 8, overflow: 'hidden' }}>
        <MapContainer
          style={{ height: '100%' }}
          center={points[0]}
          zoom={12}
          minZoom={4}
          maxZoom={18}
        >
          {tiles && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} maxZoom={18} />}
          <Fit points={points} />
          {placed.map((p) => (
            <Marker key={p.id} position={[p.latitude!, p.longitude!]} icon={pin(p)} title={p.title}>
              <Popup>
                <Link to={`/properties/${p.id}/show`}>{p.title}</Link>
                <br />
                {formatNaira(p.price)}/mo · {p.moderationStatus} · {p.status.replace('_', ' ')}
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </div>
      {placed.length < listings.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {listings.length - placed.length} of {listings.length} listings have no pin yet.
        </Typography>
      )}
    </>
  );
}
