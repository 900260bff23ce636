import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Input, Select } from 'antd';
import { EnvironmentOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { HOME_SEARCH_CITIES } from '@rentnaija/shared';
import { POPULAR_CHIPS, browseUrl } from '../searchParams';

const CITY_OPTIONS = [
  { value: '', label: 'All Cities' },
  ...HOME_SEARCH_CITIES.map((city) => ({
    value: city,
    label: city.replace(/\b\w/g, (c) => c.toUpperCase()),
  })),
];

/** Text, location and city → /properties?query=&location=&city= (Enter also searches). */
export function SearchCard() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [location, setLocation] = useState('');
  const [city, setCity] = useState('');

  const search = () => navigate(browseUrl({ query, location, city }));
  const onEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') search();
  };

  return (
    <section className="rn-search-card" aria-labelledby="search-title">
      <h2 id="search-title" className="rn-search-card__title">
        Find a home
      </h2>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
        className="rn-search-card__form"
      >
        <label className="rn-field">
          <span>What are you looking for?</span>
          <Input
            size="large"
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder="e.g. 2 bedroom flat, serviced apartment"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onEnter}
          />
        </label>
        <label className="rn-field">
          <span>Location</span>
          <Input
            size="large"
            prefix={<EnvironmentOutlined aria-hidden="true" />}
            placeholder="e.g. Lekki, Wuse 2, GRA"
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            onKeyDown={onEnter}
          />
        </label>
        <div className="rn-field">
          <span id="home-city-label">City</span>
          <Select
            size="large"
            value={city}
            onChange={setCity}
            options={CITY_OPTIONS}
            aria-labelledby="home-city-label"
          />
        </div>
        <Button type="primary" size="large" htmlType="submit" icon={<SearchOutlined />} block>
          Search
        </Button>
      </form>
      <div className="rn-chips" aria-label="Popular searches">
        <span className="rn-muted">Popular:</span>
        {POPULAR_CHIPS.map((chip) => (
          <button
            key={chip.label}
            type="button"
            className="rn-chip"
            onClick={() => navigate(browseUrl(chip.search))}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </section>
  );
}
