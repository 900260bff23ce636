import { useState } from 'react';
import { Skeleton } from 'antd';
import { ArrowLeftOutlined, HomeOutlined, PlusOutlined } from '@ant-design/icons';
import type { LandlordPropertiesResponse, ModerationState } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { dashboardPathFor, useAuth } from '../../auth';
import { useLandlordListings } from '../queries';
import { ListingRow } from './ListingRow';
import '../property-management.css';

type Filter = 'all' | ModerationState;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading your properties">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 3 }} />
      ))}
    </div>
  );
}

function Listings({ data }: { data: LandlordPropertiesResponse }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown =
    filter === 'all' ? data.data : data.data.filter((p) => p.moderationStatus === filter);
  const count = (f: Filter) => (f === 'all' ? data.counts.total : data.counts[f]);
  return (
    <>
      <div className="pm-filters" role="group" aria-label="Show listings">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`pm-filter${filter === f.value ? ' is-active' : ''}`}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label} <span className="pm-filter__count">{count(f.value)}</span>
          </button>
        ))}
      </div>
      {shown.length ? (
        <ul className="pm-list">
          {shown.map((p) => (
            <ListingRow key={p.id} listing={p} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title={`No ${FILTERS.find((f) => f.value === filter)?.label.toLowerCase()} listings`}
        />
      )}
    </>
  );
}

/**
 * The landlord's listings with their filters and actions (view, edit, status, delete), as the
 * page shows them and the landlord dashboard's Properties tab embeds them.
 */
export function LandlordListings() {
  const listings = useLandlordListings();
  return (
    <QueryView
      query={listings}
      loading={<Loading />}
      errorTitle="Error loading your properties"
      isEmpty={(d) => d.data.length === 0}
      empty={
        <EmptyState
          icon={<HomeOutlined />}
          title="No properties yet"
          text="List your first property: four short steps, reviewed by our team within 24-48 hours."
          action={
            <LinkButton to="/list-property" type="primary" size="large">
              List Your Property
            </LinkButton>
          }
        />
      }
    >
      {(data) => <Listings data={data} />}
    </QueryView>
  );
}

/** /property-management: the landlord's listings in every review state, with their actions. */
export function PropertyManagementView() {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <div className="rn-container rn-section pm-page">
      <LinkButton
        to={dashboardPathFor(user.role)}
        type="text"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
      >
        Back to Dashboard
      </LinkButton>
      <header className="pm-head">
        <div>
          <h1 className="rn-section__title">Property Management</h1>
          <p className="rn-section__lead">
            Your listings, where each stands in review, and what tenants see.
          </p>
        </div>
        {user.role === 'landlord' && (
          <LinkButton to="/list-property" type="primary" icon={<PlusOutlined aria-hidden="true" />}>
            List a Property
          </LinkButton>
        )}
      </header>
      {user.role !== 'landlord' ? (
        <EmptyState
          icon={<HomeOutlined />}
          title="Property management is for landlord accounts."
          text="Sign in with a landlord account to list and manage properties."
        />
      ) : (
        <LandlordListings />
      )}
    </div>
  );
}
