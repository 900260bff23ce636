import 'leaflet/dist/leaflet.css';
import '../map.css';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { Circle, MapContainer, Marker, TileLayer } from 'react-leaflet';
import { APPROXIMATE_RADIUS_METRES } from '@rentnaija/shared';
import { propertyQueries } from '../queries';

const doorIcon = L.divIcon({
  className: '',
  html: '<span class="rp-map-door rp-map-door--still" aria-hidden="true"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

/**
 * Where a listing is: a circle of about 1 km around its rounded location, or the pin itself for
 * its landlord, staff and a tenant whose viewing is confirmed (`exact`).
 */
export function LocationMap({ lat, lng, exact }: { lat: number; lng: number; exact: boolean }) {
  const settings = useQuery(propertyQueries.mapSettings());
  return (
    <div className="rp-map rp-location-map">
      <MapContainer
        className="rp-map__canvas"
        center={[lat, lng]}
        zoom={exact ? 16 : 14}
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
        {exact ? (
          <Marker position={[lat, lng]} icon={doorIcon} title="The home" alt="The home" />
        ) : (
          <Circle
            center={[lat, lng]}
            radius={APPROXIMATE_RADIUS_METRES}
            pathOptions={{ color: '#15803d', fillColor: '#15803d', fillOpacity: 0.1, weight: 2 }}
          />
        )}
      </MapContainer>
    </div>
  );
}
