import { Checkbox, Input, Radio, Select } from 'antd';
import {
  addMonths,
  AMENITIES,
  lagosToday,
  LISTING_LIMITS,
  POWER_SUPPLY_OPTIONS,
  WATER_SUPPLY_OPTIONS,
  formatNaira,
  maxAgencyFee,
  type TenancyRules,
} from '@rentnaija/shared';
import { MoveInBreakdown } from '../../../components/MoveInBreakdown';
import { draftFees } from '../draft';
import { CheckboxGroup, controlProps, Field, fieldId, NairaInput } from './fields';
import type { StepProps } from './stepProps';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const months = (n: number) => (n === 1 ? '1 month (the first month only)' : `${n} months`);

/**
 * Step 3: the money a tenant pays, itemised (each optional except the rent), the move-in total
 * as the listing page will show it, the amenities, power and water.
 */
export function PricingStep({
  draft,
  change,
  errorOf,
  rules,
}: StepProps & { rules: TenancyRules }) {
  const price = draft.price ?? 0;
  const cap = maxAgencyFee(price, rules);
  const advanceChoices = Array.from(
    { length: Math.max(rules.maxAdvanceMonths, draft.rentAdvanceMonths) },
    (_, i) => i + 1,
  );

  return (
    <>
      <div className="lw-grid">
        <Field field="price" label="Monthly rent" error={errorOf('price')}>
          <NairaInput
            {...controlProps('price', errorOf('price'))}
            value={draft.price}
            onChange={(v) =>
              change({ price: v, ...(draft.depositFollowsRent ? { securityDeposit: v } : {}) })
            }
          />
        </Field>
        <Field
          field="rentAdvanceMonths"
          label="Rent paid in advance"
          error={errorOf('rentAdvanceMonths')}
          hint={`Lagos tenancy law allows at most ${rules.maxAdvanceMonths} months.`}
        >
          <Select
            {...controlProps('rentAdvanceMonths', errorOf('rentAdvanceMonths'), true)}
            value={draft.rentAdvanceMonths}
            onChange={(rentAdvanceMonths: number) => change({ rentAdvanceMonths })}
            options={advanceChoices.map((n) => ({ value: n, label: months(n) }))}
          />
        </Field>
      </div>
      <Checkbox
        id={fieldId('acceptsMonthlyRent')}
        className="lw-monthly"
        checked={draft.acceptsMonthlyRent}
        onChange={(e) => change({ acceptsMonthlyRent: e.target.checked })}
      >
        Accept monthly rent after the first payment
        <span className="rn-muted lw-monthly__hint">
          The tenant pays the rent in advance to move in, then each month on the tenancy page or
          automatically by card; each month reaches you 24 hours after it is paid.
        </span>
      </Checkbox>

      <div className="lw-grid">
        <Field
          field="securityDeposit"
          label="Caution deposit"
          optional
          error={errorOf('securityDeposit')}
          hint={
            draft.price
              ? `Refundable at the end of the tenancy. We suggest one month's rent (${formatNaira(draft.price)}).`
              : "Refundable at the end of the tenancy. We suggest one month's rent."
          }
        >
          <NairaInput
            {...controlProps('securityDeposit', errorOf('securityDeposit'), true)}
            value={draft.securityDeposit}
            onChange={(v) => change({ securityDeposit: v, depositFollowsRent: false })}
          />
        </Field>
        <Field field="legalFee" label="Legal / agreement fee" optional error={errorOf('legalFee')}>
          <NairaInput
            {...controlProps('legalFee', errorOf('legalFee'))}
            value={draft.legalFee}
            onChange={(legalFee) => change({ legalFee })}
          />
        </Field>
      </div>

      <div className="lw-grid">
        <Field
          field="serviceCharge"
          label="Service charge per month"
          optional
          error={errorOf('serviceCharge')}
        >
          <NairaInput
            {...controlProps('serviceCharge', errorOf('serviceCharge'))}
            value={draft.serviceCharge}
            onChange={(serviceCharge) => change({ serviceCharge })}
          />
        </Field>
        <Field
          field="serviceChargeCovers"
          label="What the service charge covers"
          optional
          error={errorOf('serviceChargeCovers')}
        >
          <Input
            {...controlProps('serviceChargeCovers', errorOf('serviceChargeCovers'))}
            value={draft.serviceChargeCovers}
            onChange={(e) => change({ serviceChargeCovers: e.target.value })}
            maxLength={LISTING_LIMITS.serviceChargeCovers}
            disabled={!draft.serviceCharge}
            placeholder="e.g. Estate security, waste collection, shared generator"
          />
        </Field>
      </div>

      <Field field="chargesAgencyFee" label="Agency fee" error={undefined} group>
        <Radio.Group
          id={fieldId('chargesAgencyFee')}
          aria-labelledby={`${fieldId('chargesAgencyFee')}-label`}
          name="chargesAgencyFee"
          className="lw-stack"
          value={draft.chargesAgencyFee}
          onChange={(e) => change({ chargesAgencyFee: e.target.value as boolean })}
          options={[
            { value: false, label: 'No agency fee: tenants deal with me directly' },
            { value: true, label: 'Charge an agency fee' },
          ]}
        />
      </Field>
      {draft.chargesAgencyFee && (
        <div className="lw-grid">
          <Field
            field="agencyFee"
            label="Agency fee amount"
            error={errorOf('agencyFee')}
            hint={
              price > 0
                ? `At most ${formatNaira(cap)}: ${rules.maxAgencyFeePercent}% of a year's rent (Lagos tenancy law).`
                : `At most ${rules.maxAgencyFeePercent}% of a year's rent (Lagos tenancy law).`
            }
          >
            <NairaInput
              {...controlProps('agencyFee', errorOf('agencyFee'), true)}
              value={draft.agencyFee}
              onChange={(agencyFee) => change({ agencyFee })}
            />
          </Field>
        </div>
      )}

      <section className="lw-preview" aria-labelledby="lw-preview-title">
        <h3 id="lw-preview-title" className="lw-subtitle">
          What a tenant pays to move in
        </h3>
        {draft.price ? (
          <>
            <p className="lw-muted">As your listing will show it:</p>
            <MoveInBreakdown fees={draftFees(draft)} />
          </>
        ) : (
          <p className="lw-muted">Enter the monthly rent to see the total.</p>
        )}
      </section>

      <AvailableFromField draft={draft} change={change} errorOf={errorOf} />

      <Field field="amenities" label="Amenities" optional group>
        <CheckboxGroup
          field="amenities"
          value={draft.amenities}
          onChange={(amenities) => change({ amenities })}
          options={AMENITIES.map((a) => ({ value: a, label: a }))}
        />
      </Field>
      <div className="lw-grid">
        <Field field="powerSupply" label="Power supply" optional group>
          <CheckboxGroup
            field="powerSupply"
            stacked
            value={draft.powerSupply}
            onChange={(powerSupply) => change({ powerSupply })}
            options={POWER_SUPPLY_OPTIONS.map((p) => ({ value: p, label: capitalise(p) }))}
          />
        </Field>
        <Field field="waterSupply" label="Water supply" optional>
          <Select
            {...controlProps('waterSupply')}
            value={draft.waterSupply ?? undefined}
            placeholder="Not specified"
            allowClear
            onChange={(waterSupply) => change({ waterSupply: waterSupply ?? null })}
            options={WATER_SUPPLY_OPTIONS.map((w) => ({ value: w, label: capitalise(w) }))}
          />
        </Field>
      </div>
    </>
  );
}

/** When the home is free to move into: a West Africa Time day, or blank for now. */
function AvailableFromField({ draft, change, errorOf }: StepProps) {
  const today = lagosToday();
  const error = errorOf('availableFrom');
  return (
    <div className="lw-grid">
      <Field
        field="availableFrom"
        label="Available from"
        optional
        error={error}
        hint={`Leave blank if the home is free now. Tenants pick a move-in date from this day (West Africa Time), up to ${LISTING_LIMITS.availableFromMonths} months ahead.`}
      >
        <Input
          {...controlProps('availableFrom', error, true)}
          type="date"
          min={today}
          max={addMonths(today, LISTING_LIMITS.availableFromMonths)}
          value={draft.availableFrom}
          onChange={(e) => change({ availableFrom: e.target.value })}
        />
      </Field>
    </div>
  );
}
