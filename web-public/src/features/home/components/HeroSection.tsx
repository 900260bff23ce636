import '../home.css';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { SearchCard } from './SearchCard';
import { LinkButton } from '../../../components/LinkButton';

export function HeroSection() {
  return (
    <section className="rn-hero" aria-labelledby="hero-title">
      <div className="rn-container rn-hero__inner">
        <div className="rn-hero__copy">
          <span className="rn-eyebrow rn-hero__eyebrow">Monthly rentals · Verified listings</span>
          <h1 id="hero-title">Rent your next home monthly, not two years upfront.</h1>
          <p>
            Browse verified apartments, flats and duplexes in Lagos, Abuja, Port Harcourt, Ibadan
            and Kano. See the rent, the deposit and the move-in total before you book.
          </p>
          <div className="rn-hero__actions">
            <LinkButton
              to="/properties"
              type="primary"
              size="large"
              icon={<SearchOutlined aria-hidden="true" />}
            >
              Browse Properties
            </LinkButton>
            <LinkButton
              to="/list-property"
              size="large"
              icon={<PlusOutlined aria-hidden="true" />}
              className="rn-hero__secondary"
            >
              List Your Property
            </LinkButton>
          </div>
        </div>
        <SearchCard />
      </div>
    </section>
  );
}
