import { LISTING_REVIEW_TIME } from '@rentnaija/shared';
import { PageSpinner } from '../../../components/PageSpinner';
import { useAuth } from '../../auth';
import { ListingWizard } from './ListingWizard';
import { AuthRequired, LandlordsOnly } from './WizardGate';
import '../listing-wizard.css';

/** /list-property: the wizard for landlords; visitors, tenants and staff are told why not. */
export function ListPropertyView() {
  const { user, status } = useAuth();
  return (
    <div className="rn-container rn-section lw-page">
      <header className="lw-page__head">
        <h1 className="rn-section__title">List Your Property</h1>
        <p className="rn-section__lead">
          Four short steps. Our team reviews every listing before tenants see it,{' '}
          {LISTING_REVIEW_TIME}.
        </p>
      </header>
      {status === 'loading' ? (
        <PageSpinner label="Checking authentication..." />
      ) : !user ? (
        <AuthRequired returnTo="/list-property" />
      ) : user.role !== 'landlord' ? (
        <LandlordsOnly role={user.role} />
      ) : (
        <ListingWizard mode="create" />
      )}
    </div>
  );
}
