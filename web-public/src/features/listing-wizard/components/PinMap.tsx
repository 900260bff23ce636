import 'leaflet/dist/leaflet.css';
import '../pin-map.css';
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { propertyQueries } from '../../properties';

const pinIcon = L.divIcon({
  className: '',
  html: '<span class="lw-pin" aria-hidden="true"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

const six = (v: number) => Math.round(v * 1e6) / 1e6;

/** Follows the pin when it is placed from the address (not while the landlord drags it). */
function Follow({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().pad(-0.2).contains([lat, lng])) map.setView([lat, lng], 16);
  }, [lat, lng, map]);
  return null;
}

function ClickToMove({ onMove }: { onMove: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e) => onMove(six(e.latlng.lat), six(e.latlng.lng)) });
  return null;
}

/**
 * The wizard's map: the pin where the home is. The landlord drags it (or taps the map) to the
 * door; tenants see only a circle around it until their viewing is confirmed.
 */
export function PinMap({
  lat,
  lng,
  onMove,
}: {
  lat: number;
  lng: number;
  onMove: (lat: number, lng: number) => void;
}) {
  const settings = useQuery(propertyQueries.mapSettings());
  const handlers = useMemo(
    () => ({
      dragend: (e: L.DragEndEvent) => {
        const at = (e.target as L.Marker).getLatLng();
        onMove(six(at.lat), six(at.lng));
      },
    }),
    [onMove],
  );
  return (
    <div className="lw-pin-map">
      <MapContainer
        className="lw-pin-map__canvas"
        center={[lat, lng]}
        zoom={16}
        minZoom={4}
        maxZoom={18}
        scrollWheelZoom={false}
      >
        {settings.data && (
          <TileLayer
            url={settings.data.tileUrl}
            attribution={settings.data.attribution}
            maxZoom={18}
          />
        )}
        <Follow lat={lat} lng={lng} />
        <ClickToMove onMove={onMove} />
        <Marker
          position={[lat, lng]}
          icon={pinIcon}
          draggable
          eventHandlers={handlers}
          title="The home's pin: drag it to the door"
          alt="The home's pin"
          keyboard
        />
      </MapContainer>
    </div>
  );
}
