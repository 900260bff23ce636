import '../home.css';
import { useState } from 'react';
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

/**
 * Text, location and city → /properties?query=&location=&city= (Enter searches: it is a form).
 * Native controls keep the home page's first load light; they are styled like the antd ones.
 */
export function SearchCard() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [location, setLocation] = useState('');
  const [city, setCity] = useState('');

  return (
    <section className="rn-search-card" aria-labelledby="search-title">
      <h2 id="search-title" className="rn-search-card__title">
        Find a home
      </h2>
      <form
        role="search"
        aria-labelledby="search-title"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(browseUrl({ query, location, city }));
        }}
        className="rn-search-card__form"
      >
        <label className="rn-field">
          <span className="rn-field__label">What are you looking for?</span>
          <span className="rn-control">
            <SearchOutlined aria-hidden="true" />
            <input
              type="search"
              name="query"
              placeholder="e.g. 2 bedroom flat, serviced apartment"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </span>
        </label>
        <label className="rn-field">
          <span className="rn-field__label">Location</span>
          <span className="rn-control">
            <EnvironmentOutlined aria-hidden="true" />
            <input
              type="text"
              name="location"
              placeholder="e.g. Lekki, Wuse 2, GRA"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
            />
          </span>
        </label>
        <label className="rn-field">
          <span className="rn-field__label">City</span>
          <span className="rn-control rn-control--select">
            <select name="city" value={city} onChange={(e) => setCity(e.target.value)}>
              {CITY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </span>
        </label>
        <button type="submit" className="rn-search-card__submit">
          <SearchOutlined aria-hidden="true" /> Search
        </button>
      </form>
      <div className="rn-chips" role="group" aria-label="Popular searches">
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
