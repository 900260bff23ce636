import { LISTING_REVIEW_TIME } from '@rentnaija/shared';
import '../home.css';
import { LinkButton } from '../../../components/LinkButton';

export function CtaBand() {
  return (
    <section className="rn-container" aria-labelledby="cta-title">
      <div className="rn-cta">
        <div>
          <h2 id="cta-title">Own a property? Let verified tenants pay you monthly.</h2>
          <p>
            List for free, approve tenants who passed identity checks, and receive rent through
            secure payments. Our team reviews every listing, {LISTING_REVIEW_TIME}.
          </p>
        </div>
        <div className="rn-cta__actions">
          <LinkButton to="/list-property" size="large" className="rn-cta__primary">
            List Your Property
          </LinkButton>
          <LinkButton to="/how-it-works" size="large" className="rn-btn-on-dark">
            How It Works
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
