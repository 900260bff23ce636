import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { hasCode } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { ErrorState } from '../../../components/QueryStates';
import { useAuth } from '../../auth';
import { propertyQueries } from '../../properties';
import { ListingWizard } from './ListingWizard';
import { LandlordsOnly } from './WizardGate';
import '../listing-wizard.css';

function Refusal({ title, text }: { title: string; text: string }) {
  return (
    <Result
      className="lw-gate"
      icon={<StopOutlined aria-hidden="true" />}
      title={<h2 className="lw-gate__title">{title}</h2>}
      subTitle={text}
      extra={
        <LinkButton to="/property-management" type="primary" size="large">
          Go to Property Management
        </LinkButton>
      }
    />
  );
}

/**
 * /property/:id/edit: the wizard prefilled with the listing (and the changes waiting for
 * review), for its landlord only; the API refuses anyone else as well.
 */
export function EditListingView({ id }: { id: string }) {
  const { user } = useAuth();
  const isLandlord = user?.role === 'landlord';
  const detail = useQuery({ ...propertyQueries.detail(id, user?.id), enabled: isLandlord });

  let body;
  if (!user) body = null;
  else if (!isLandlord) body = <LandlordsOnly role={user.role} />;
  else if (detail.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (
    detail.isError &&
    hasCode(detail.error, 'PROPERTY_NOT_FOUND', 'NOT_FOUND', 'BAD_REQUEST')
  ) {
    body = (
      <Refusal title="Property Not Found" text="This listing does not exist, or it was deleted." />
    );
  } else if (detail.isError) {
    body = (
      <ErrorState
        title="Error loading property"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (detail.data.landlordId !== user.id) {
    body = (
      <Refusal
        title="You can only edit your own properties."
        text="This listing belongs to another landlord."
      />
    );
  } else {
    body = <ListingWizard key={detail.data.id} mode="edit" property={detail.data} />;
  }

  return (
    <div className="rn-container rn-section lw-page">
      <header className="lw-page__head">
        <h1 className="rn-section__title">Edit Listing</h1>
        {detail.data && isLandlord && detail.data.landlordId === user?.id && (
          <p className="rn-section__lead">{detail.data.title}</p>
        )}
      </header>
      {body}
    </div>
  );
}
