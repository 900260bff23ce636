import { lazy, Suspense } from 'react';
import { Alert, Button, Input, Select, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { LISTING_LIMITS, WIZARD_CITIES, WIZARD_STATES } from '@rentnaija/shared';
import { errorMessage } from '../../../api/client';
import { stateOfCity } from '../draft';
import { useGeocode } from '../queries';
import { controlProps, Field } from './fields';
import type { StepProps } from './stepProps';

/** The map (Leaflet) loads only once there is a pin to show. */
const PinMap = lazy(() => import('./PinMap').then((m) => ({ default: m.PinMap })));

const PRECISION: Record<string, string> = {
  address: 'Placed at the address.',
  neighbourhood: 'Placed in the neighbourhood the address names: drag the pin to the door.',
  city: 'Only the city was recognised: drag the pin to the home.',
};

/** Step 2: street address, city and state (the state follows the city), optional ZIP code. */
export function LocationStep({ draft, change, errorOf }: StepProps) {
  const geocode = useGeocode();
  const canPlace = draft.address.trim().length >= 3 && !!draft.city && !!draft.state;
  const place = () =>
    geocode.mutate(
      { address: draft.address.trim(), city: draft.city, state: draft.state } as Parameters<
        typeof geocode.mutate
      >[0],
      { onSuccess: (r) => change({ latitude: r.latitude, longitude: r.longitude }) },
    );
  const pinned = draft.latitude != null && draft.longitude != null;
  return (
    <>
      <Field field="address" label="Street address" error={errorOf('address')}>
        <Input
          {...controlProps('address', errorOf('address'))}
          value={draft.address}
          onChange={(e) => change({ address: e.target.value })}
          maxLength={LISTING_LIMITS.address}
          autoComplete="street-address"
          placeholder="e.g. 12 Herbert Macaulay Way, Yaba"
        />
      </Field>
      <div className="lw-grid">
        <Field field="city" label="City" error={errorOf('city')}>
          <Select
            {...controlProps('city', errorOf('city'))}
            value={draft.city || undefined}
            placeholder="Choose a city"
            onChange={(city: string) => change({ city, state: stateOfCity(city) })}
            options={WIZARD_CITIES.map((c) => ({ value: c.city, label: c.city }))}
          />
        </Field>
        <Field field="state" label="State" error={errorOf('state')}>
          <Select
            {...controlProps('state', errorOf('state'))}
            value={draft.state || undefined}
            placeholder="Choose a state"
            onChange={(state: string) => change({ state })}
            options={WIZARD_STATES.map((s) => ({ value: s, label: s }))}
          />
        </Field>
      </div>
      <div className="lw-grid">
        <Field
          field="postalCode"
          label="ZIP code"
          optional
          error={errorOf('postalCode')}
          hint="Six digits, e.g. 101245"
        >
          <Input
            {...controlProps('postalCode', errorOf('postalCode'), true)}
            value={draft.postalCode}
            onChange={(e) => change({ postalCode: e.target.value })}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
          />
        </Field>
      </div>
      <Field
        field="latitude"
        label="Where the home is on the map"
        optional
        error={errorOf('latitude') ?? errorOf('longitude')}
        hint="Tenants see a circle of about 1 km around it until you confirm their viewing."
      >
        <div className="lw-pin-actions">
          <Button
            icon={<AimOutlined />}
            onClick={place}
            disabled={!canPlace}
            loading={geocode.isPending}
          >
            {pinned ? 'Place the pin from the address again' : 'Place the pin from the address'}
          </Button>
          {pinned && (
            <Button type="link" onClick={() => change({ latitude: null, longitude: null })}>
              Remove the pin
            </Button>
          )}
        </div>
      </Field>
      {geocode.isError && (
        <Alert
          type="warning"
          showIcon
          title={errorMessage(geocode.error)}
          description="You can still save the listing, and place the pin later."
        />
      )}
      {geocode.isSuccess && (
        <Typography.Paragraph type="secondary">
          {PRECISION[geocode.data.precision]}
        </Typography.Paragraph>
      )}
      {pinned && (
        <Suspense fallback={<div className="lw-pin-map">Loading the map…</div>}>
          <PinMap
            lat={draft.latitude!}
            lng={draft.longitude!}
            onMove={(latitude, longitude) => change({ latitude, longitude })}
          />
        </Suspense>
      )}
    </>
  );
}
