import { Input, Select } from 'antd';
import { ADDRESS_DURATIONS, KYC_LIMITS, NIGERIAN_STATES } from '@rentnaija/shared';
import { choices, KycField, type KycStepProps } from './KycField';

/** Step 3: the current address, and how long the user has lived there. */
export function AddressStep({ form }: KycStepProps) {
  return (
    <div className="rn-kyc-grid">
      <KycField form={form} name="currentAddress" label="Address" wide>
        <Input autoComplete="street-address" maxLength={KYC_LIMITS.address} />
      </KycField>
      <KycField form={form} name="currentCity" label="City">
        <Input autoComplete="address-level2" maxLength={KYC_LIMITS.text} />
      </KycField>
      <KycField form={form} name="currentState" label="State">
        <Select
          showSearch
          placeholder="Choose a state"
          options={NIGERIAN_STATES.map((s) => ({ value: s, label: s }))}
        />
      </KycField>
      <KycField form={form} name="currentPostalCode" label="Postal code" optional>
        <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} />
      </KycField>
      <KycField form={form} name="addressDuration" label="How long have you lived there?">
        <Select placeholder="Choose one" options={choices(ADDRESS_DURATIONS)} />
      </KycField>
    </div>
  );
}
