import '../home.css';
import { Link } from 'react-router-dom';
import { CITIES } from '@rentnaija/shared';

/** One line per city; facts about the areas tenants ask for most. */
const CITY_NOTES: Record<string, string> = {
  lagos: 'Lekki, Ikoyi, Yaba, Surulere, Ikeja GRA',
  abuja: 'Wuse 2, Maitama, Gwarinpa, Jabi, Garki',
  portharcourt: 'GRA Phase 2, Trans-Amadi, Rumuola, Eliozu',
  ibadan: 'Bodija, Jericho, Oluyole, Akobo',
  kano: 'Nassarawa GRA, Bompai, Tarauni, Sharada',
};

export function PopularCities() {
  return (
    <section className="rn-section rn-container" aria-labelledby="cities-title">
      <div className="rn-section__head">
        <div>
          <h2 id="cities-title" className="rn-section__title">
            Popular Cities
          </h2>
          <p className="rn-section__lead">Monthly homes in Nigeria&apos;s busiest cities.</p>
        </div>
      </div>
      <ul className="rn-city-grid rn-plain-list">
        {CITIES.map((city, index) => (
          <li key={city.value}>
            <Link
              to={`/properties?city=${city.value}`}
              className={`rn-city-card rn-city-card--${index % 5}`}
            >
              <span className="rn-city-card__state">{city.state}</span>
              <strong className="rn-city-card__name">{city.name}</strong>
              <span className="rn-city-card__areas">{CITY_NOTES[city.value]}</span>
              <span className="rn-city-card__cta">View homes →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
