import { Input, InputNumber, Select } from 'antd';
import { EMPLOYMENT_TYPES, KYC_LIMITS } from '@rentnaija/shared';
import { choices, KycField, type KycStepProps } from './KycField';

/** Step 2: occupation, employer and how to reach them, monthly income, employment type. */
export function EmploymentStep({ form }: KycStepProps) {
  return (
    <div className="rn-kyc-grid">
      <KycField form={form} name="occupation" label="Occupation">
        <Input autoComplete="organization-title" maxLength={KYC_LIMITS.text} />
      </KycField>
      <KycField form={form} name="employer" label="Employer">
        <Input autoComplete="organization" maxLength={KYC_LIMITS.text} />
      </KycField>
      <KycField form={form} name="employerPhone" label="Employer phone">
        <Input type="tel" maxLength={KYC_LIMITS.phone} />
      </KycField>
      <KycField form={form} name="employerEmail" label="Employer email" optional>
        <Input type="email" maxLength={KYC_LIMITS.email} />
      </KycField>
      <KycField form={form} name="monthlyIncome" label="Monthly income (₦)">
        <InputNumber<number>
          min={0}
          max={KYC_LIMITS.maxMonthlyIncome}
          precision={0}
          step={10_000}
          style={{ width: '100%' }}
          inputMode="numeric"
          formatter={(v) =>
            v === undefined || v === null || String(v) === ''
              ? ''
              : Number(v).toLocaleString('en-NG')
          }
          parser={(v) => (v ? Number(v.replace(/[^\d]/g, '')) : (null as unknown as number))}
        />
      </KycField>
      <KycField form={form} name="employmentType" label="Employment type">
        <Select placeholder="Choose one" options={choices(EMPLOYMENT_TYPES)} />
      </KycField>
    </div>
  );
}
