import { Alert, Input, InputNumber, Radio } from 'antd';
import {
  CONTACT_KIND_LABELS,
  findContactDetails,
  LISTING_LIMITS,
  PROPERTY_TYPE_OPTIONS,
  WIZARD_ROOM_OPTIONS,
} from '@rentnaija/shared';
import { controlProps, Field, fieldId } from './fields';
import type { StepProps } from './stepProps';

/** 1 to 5+; a stored 7 shows as 5+ and stays 7 unless another choice is made. */
function RoomsField({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: 'bedrooms' | 'bathrooms';
  label: string;
  value: number | null;
  error?: string;
  onChange(value: number): void;
}) {
  const id = fieldId(field);
  return (
    <Field field={field} label={label} error={error} group>
      <Radio.Group
        {...controlProps(field, error)}
        aria-labelledby={`${id}-label`}
        name={field}
        optionType="button"
        buttonStyle="solid"
        className="lw-rooms"
        value={value === null ? null : Math.min(value, 5)}
        onChange={(e) => {
          const next = e.target.value as number;
          onChange(next === 5 && value !== null && value > 5 ? value : next);
        }}
        options={WIZARD_ROOM_OPTIONS.map((o) => ({
          value: o.value,
          label: <span aria-label={o.value === 5 ? '5 or more' : undefined}>{o.label}</span>,
        }))}
      />
    </Field>
  );
}

/**
 * Said as soon as the title or description gives contact or payment details: the public page
 * hides them (the server masks them), so the landlord knows before submitting.
 */
function ContactDetailsNote({ text }: { text: string }) {
  const kinds = [...new Set(findContactDetails(text).map((f) => CONTACT_KIND_LABELS[f.kind]))];
  if (kinds.length === 0) return null;
  return (
    <Alert
      className="lw-contact-note"
      type="info"
      showIcon
      role="status"
      title={`Tenants will not see the ${kinds.join(', ')} you wrote`}
      description="We hide contact and payment details on your listing: tenants message you, book viewings and pay through RentNaija, which keeps their money safe until they move in."
    />
  );
}

/** Step 1: title, description, property type (radio cards), size, bedrooms, bathrooms. */
export function BasicsStep({ draft, change, errorOf }: StepProps) {
  return (
    <>
      <Field field="title" label="Title" error={errorOf('title')}>
        <Input
          {...controlProps('title', errorOf('title'))}
          value={draft.title}
          onChange={(e) => change({ title: e.target.value })}
          maxLength={LISTING_LIMITS.title}
          placeholder="e.g. Modern 2-bedroom flat in Yaba"
        />
      </Field>
      <Field
        field="description"
        label="Description"
        error={errorOf('description')}
        hint="What tenants should know: the rooms, the street, power and water, who to deal with."
      >
        <Input.TextArea
          {...controlProps('description', errorOf('description'), true)}
          value={draft.description}
          onChange={(e) => change({ description: e.target.value })}
          maxLength={LISTING_LIMITS.description}
          autoSize={{ minRows: 4, maxRows: 12 }}
        />
      </Field>
      <ContactDetailsNote text={`${draft.title}\n${draft.description}`} />
      <Field field="propertyType" label="Property type" error={errorOf('propertyType')} group>
        <Radio.Group
          {...controlProps('propertyType', errorOf('propertyType'))}
          aria-labelledby={`${fieldId('propertyType')}-label`}
          name="propertyType"
          className="lw-type-cards"
          value={draft.propertyType}
          onChange={(e) => change({ propertyType: e.target.value })}
        >
          {PROPERTY_TYPE_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value} className="lw-type-card">
              <span className="lw-type-card__label">{o.label}</span>
              <span className="lw-type-card__text">{o.description}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Field>
      <div className="lw-grid">
        <Field field="area" label="Size (m²)" error={errorOf('area')}>
          <InputNumber<number>
            {...controlProps('area', errorOf('area'))}
            value={draft.area}
            onChange={(v) => change({ area: typeof v === 'number' ? Math.trunc(v) : null })}
            min={1}
            max={LISTING_LIMITS.area}
            precision={0}
            inputMode="numeric"
            suffix="m²"
            style={{ width: '100%' }}
          />
        </Field>
      </div>
      <div className="lw-grid">
        <RoomsField
          field="bedrooms"
          label="Bedrooms"
          value={draft.bedrooms}
          error={errorOf('bedrooms')}
          onChange={(bedrooms) => change({ bedrooms })}
        />
        <RoomsField
          field="bathrooms"
          label="Bathrooms"
          value={draft.bathrooms}
          error={errorOf('bathrooms')}
          onChange={(bathrooms) => change({ bathrooms })}
        />
      </div>
    </>
  );
}
