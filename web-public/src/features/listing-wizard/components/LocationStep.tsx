import { Input, Select } from 'antd';
import { LISTING_LIMITS, WIZARD_CITIES, WIZARD_STATES } from '@rentnaija/shared';
import { stateOfCity } from '../draft';
import { controlProps, Field } from './fields';
import type { StepProps } from './stepProps';

/** Step 2: street address, city and state (the state follows the city), optional ZIP code. */
export function LocationStep({ draft, change, errorOf }: StepProps) {
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
    </>
  );
}
