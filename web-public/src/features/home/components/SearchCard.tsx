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

/** The two text boxes, each with its icon, drawn like antd's. */
const TEXT_FIELDS = [
  {
    name: 'query',
    label: 'What are you looking for?',
    Icon: SearchOutlined,
    type: 'search',
    placeholder: 'e.g. 2 bedroom flat, serviced apartment',
  },
  {
    name: 'location',
    label: 'Location',
    Icon: EnvironmentOutlined,
    type: 'text',
    placeholder: 'e.g. Lekki, Wuse 2, GRA',
  },
] as const;

/**
 * Text, location and city → /properties?query=&location=&city= (Enter searches: it is a form).
 * Native controls keep the home page's first load light; they are styled like the antd ones.
 */
export function SearchCard() {
  const navigate = useNavigate();
  const [text, setText] = useState({ query: '', location: '' });
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
          navigate(browseUrl({ ...text, city }));
        }}
        className="rn-search-card__form"
      >
        {TEXT_FIELDS.map(({ name, label, Icon, type, placeholder }) => (
          <label key={name} className="rn-field">
            <span className="rn-field__label">{label}</span>
            <span className="rn-control">
              <Icon aria-hidden="true" />
              <input
                type={type}
                name={name}
                placeholder={placeholder}
                value={text[name]}
                onChange={(e) => setText((t) => ({ ...t, [name]: e.target.value }))}
              />
            </span>
          </label>
        ))}
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
