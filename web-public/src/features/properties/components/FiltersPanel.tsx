import { useState } from 'react';
import { Button, Card, Checkbox, Form, Select } from 'antd';
import { ClearOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import {
  AMENITIES,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  BROWSE_CITIES,
  POWER_SUPPLY_OPTIONS,
  PRICE_PRESETS,
  PROPERTY_TYPES,
} from '@rentnaija/shared';
import {
  presetFromRange,
  priceRangeError,
  rangeFromPreset,
  type BrowseFilters,
} from '../lib/filters';
import type { CityCount } from '../lib/cities';
import { capitalise } from '../lib/labels';
import { DeferredNumberInput } from './DeferredNumberInput';
import { RadiusFilter } from './RadiusFilter';

const pluralLabel = (value: string, noun: string) =>
  `${value} ${value === '1' ? noun : `${noun}s`}`;

const bedroomOptions = BEDROOM_OPTIONS.map((v) => ({ value: v, label: pluralLabel(v, 'Bedroom') }));
const bathroomOptions = BATHROOM_OPTIONS.map((v) => ({
  value: v,
  label: pluralLabel(v, 'Bathroom'),
}));
const typeOptions = PROPERTY_TYPES.map((v) => ({ value: v, label: capitalise(v) }));
const amenityOptions = AMENITIES.map((v) => ({ value: v, label: v }));
const powerOptions = POWER_SUPPLY_OPTIONS.map((v) => ({ value: v, label: capitalise(v) }));
const presetOptions = PRICE_PRESETS.map((p) => ({ value: p.value, label: p.label }));

/**
 * The Filters panel of the browse page (or of the phone's sheet). Every change is passed on at
 * once, except a min price above the max price: that is refused with a message under Max price.
 */
export function FiltersPanel({
  id,
  filters,
  cities,
  onChange,
  onClear,
  onRangeError,
}: {
  id: string;
  filters: BrowseFilters;
  /** Cities with open listings and their counts; the full list until they have loaded. */
  cities?: CityCount[];
  onChange: (patch: Partial<BrowseFilters>) => void;
  onClear: () => void;
  /** Told when a typed price range is refused (the phone sheet cannot be applied then). */
  onRangeError?: (error: string | null) => void;
}) {
  const preset = presetFromRange(filters.minPrice, filters.maxPrice);
  // A typed end of the range that was refused stays pending until the other end fits it.
  const [pending, setPending] = useState<Partial<Pick<BrowseFilters, 'minPrice' | 'maxPrice'>>>({});
  const [rangeError, setRangeError] = useState<string | null>(null);
  const commitPrice = (patch: Partial<Pick<BrowseFilters, 'minPrice' | 'maxPrice'>>) => {
    const next = { minPrice: filters.minPrice, maxPrice: filters.maxPrice, ...pending, ...patch };
    const error = priceRangeError(next.minPrice, next.maxPrice);
    setRangeError(error);
    onRangeError?.(error);
    if (error) {
      setPending({ ...pending, ...patch });
    } else {
      setPending({});
      onChange({ ...pending, ...patch });
    }
  };
  const shownRangeError = rangeError ?? priceRangeError(filters.minPrice, filters.maxPrice);
  // Only cities that have listings, with how many; one asked for in the address stays listed.
  const cityOptions: { value: string; label: string }[] = cities
    ? cities.map((c) => ({ value: c.name, label: `${c.name} (${c.count})` }))
    : BROWSE_CITIES.map((c) => ({ value: c, label: c }));
  if (filters.city && !cityOptions.some((o) => o.value === filters.city)) {
    cityOptions.push({ value: filters.city, label: cities ? `${filters.city} (0)` : filters.city });
  }

  return (
    <Card id={id} className="rp-filters" size="small">
      <h2 className="rp-sr-only">Filters</h2>
      <Form layout="vertical" component="div" className="rp-filters__grid">
        <Form.Item label="Price range" htmlFor="f-price">
          <Select
            id="f-price"
            allowClear
            placeholder="Any price"
            options={presetOptions}
            value={preset}
            onChange={(value?: string) => {
              setRangeError(null);
              onRangeError?.(null);
              setPending({});
              onChange(rangeFromPreset(value));
            }}
          />
        </Form.Item>
        {!preset && (
          <>
            <Form.Item label="Min price" htmlFor="f-min">
              <DeferredNumberInput
                id="f-min"
                ariaLabel="Minimum price"
                placeholder="0"
                value={filters.minPrice}
                onCommit={(minPrice) => commitPrice({ minPrice })}
              />
            </Form.Item>
            <Form.Item
              label="Max price"
              htmlFor="f-max"
              validateStatus={shownRangeError ? 'error' : undefined}
              help={shownRangeError ?? undefined}
            >
              <DeferredNumberInput
                id="f-max"
                ariaLabel="Maximum price"
                placeholder="Any"
                value={filters.maxPrice}
                onCommit={(maxPrice) => commitPrice({ maxPrice })}
              />
            </Form.Item>
          </>
        )}
        <Form.Item label="Bedrooms" htmlFor="f-bedrooms">
          <Select
            id="f-bedrooms"
            allowClear
            placeholder="Any"
            options={bedroomOptions}
            value={filters.bedrooms || undefined}
            onChange={(value?: string) => onChange({ bedrooms: value ?? '' })}
          />
        </Form.Item>
        <Form.Item label="Bathrooms" htmlFor="f-bathrooms">
          <Select
            id="f-bathrooms"
            allowClear
            placeholder="Any"
            options={bathroomOptions}
            value={filters.bathrooms || undefined}
            onChange={(value?: string) => onChange({ bathrooms: value ?? '' })}
          />
        </Form.Item>
        <Form.Item label="Property type" htmlFor="f-type">
          <Select
            id="f-type"
            allowClear
            placeholder="All types"
            options={typeOptions}
            value={filters.type || undefined}
            onChange={(value?: string) => onChange({ type: value ?? '' })}
          />
        </Form.Item>
        <Form.Item label="City" htmlFor="f-city">
          <Select
            id="f-city"
            allowClear
            placeholder="All cities"
            options={cityOptions}
            value={filters.city || undefined}
            onChange={(value?: string) => onChange({ city: value ?? '' })}
          />
        </Form.Item>
        <Form.Item label="Distance" htmlFor="f-radius">
          <RadiusFilter filters={filters} onChange={onChange} />
        </Form.Item>
        <Form.Item label="Power supply" htmlFor="f-power">
          <Select
            id="f-power"
            mode="multiple"
            allowClear
            placeholder="Any"
            options={powerOptions}
            value={filters.powerSupply}
            onChange={(value: string[]) => onChange({ powerSupply: value })}
            maxTagCount="responsive"
          />
        </Form.Item>
        <Form.Item label="Max service charge" htmlFor="f-service" tooltip="Per month">
          <DeferredNumberInput
            id="f-service"
            ariaLabel="Maximum service charge per month"
            suffix="/mo"
            placeholder="Any"
            value={filters.maxServiceCharge}
            onCommit={(maxServiceCharge) => onChange({ maxServiceCharge })}
          />
        </Form.Item>
        <Form.Item label="Landlord" htmlFor="f-verified">
          <Checkbox
            id="f-verified"
            checked={filters.verifiedOwner}
            onChange={(e) => onChange({ verifiedOwner: e.target.checked })}
          >
            <SafetyCertificateFilled aria-hidden="true" className="rp-filters__verified-icon" />{' '}
            Verified owners only
          </Checkbox>
        </Form.Item>
        <Form.Item label="Amenities" htmlFor="f-amenities" className="rp-filters__wide">
          <Select
            id="f-amenities"
            mode="multiple"
            allowClear
            placeholder="Any"
            options={amenityOptions}
            value={filters.amenities}
            onChange={(value: string[]) => onChange({ amenities: value })}
            maxTagCount="responsive"
          />
        </Form.Item>
      </Form>
      <div className="rp-filters__actions">
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            setRangeError(null);
            onRangeError?.(null);
            setPending({});
            onClear();
          }}
        >
          Clear All Filters
        </Button>
      </div>
    </Card>
  );
}
