import { Input, Select } from 'antd';
import { KYC_LIMITS, NATIONALITIES } from '@rentnaija/shared';
import { KycField, type KycStepProps } from './KycField';

/** The latest date of birth of someone who is 18 today, for the date picker's max. */
function adultMaxDate(today = new Date()): string {
  const d = new Date(today);
  d.setFullYear(d.getFullYear() - KYC_LIMITS.minAge);
  return d.toISOString().slice(0, 10);
}

/** Step 1: name, email, phone, date of birth and nationality. */
export function PersonalStep({ form }: KycStepProps) {
  return (
    <div className="rn-kyc-grid">
      <KycField form={form} name="firstName" label="First name">
        <Input autoComplete="given-name" maxLength={KYC_LIMITS.name} />
      </KycField>
      <KycField form={form} name="lastName" label="Last name">
        <Input autoComplete="family-name" maxLength={KYC_LIMITS.name} />
      </KycField>
      <KycField form={form} name="email" label="Email">
        <Input type="email" autoComplete="email" maxLength={KYC_LIMITS.email} />
      </KycField>
      <KycField
        form={form}
        name="phone"
        label="Phone number"
        extra="A Nigerian number, e.g. 08031234567"
      >
        <Input type="tel" autoComplete="tel" maxLength={KYC_LIMITS.phone} />
      </KycField>
      <KycField form={form} name="dateOfBirth" label="Date of birth">
        <Input type="date" max={adultMaxDate()} autoComplete="bday" />
      </KycField>
      <KycField form={form} name="nationality" label="Nationality">
        <Select options={NATIONALITIES.map((n) => ({ value: n, label: n }))} />
      </KycField>
    </div>
  );
}
