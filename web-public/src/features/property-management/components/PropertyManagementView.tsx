import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Input, Pagination, Select, Skeleton } from 'antd';
import { ArrowLeftOutlined, HomeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  LANDLORD_LISTING_FILTERS,
  LANDLORD_LISTING_SORTS,
  type LandlordListingFilter,
  type LandlordListingSort,
  type LandlordPropertiesQuery,
  type LandlordPropertiesResponse,
} from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { dashboardPathFor, useAuth } from '../../auth';
import { useLandlordListings } from '../queries';
import { ListingRow } from './ListingRow';
import '../property-management.css';

/** Listings per page of /property-management. */
export const LISTINGS_PER_PAGE = 10;

const FILTER_LABELS: Record<LandlordListingFilter, string> = {
  all: 'All listings',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  available: 'Available',
  under_contract: 'Under contract',
  rented: 'Rented',
  inactive: 'Inactive',
};

const isFilter = (v: string | null): v is LandlordListingFilter =>
  (LANDLORD_LISTING_FILTERS as readonly string[]).includes(v ?? '');
const isSort = (v: string | null): v is LandlordListingSort =>
  !!v && Object.hasOwn(LANDLORD_LISTING_SORTS, v);

/** The table's query, kept in the address (?q=&status=&sort=&page=) so Back and links keep it. */
function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const query = {
    q: params.get('q')?.trim() || undefined,
    status: isFilter(params.get('status'))
      ? (params.get('status') as LandlordListingFilter)
      : 'all',
    sort: isSort(params.get('sort')) ? (params.get('sort') as LandlordListingSort) : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  } satisfies LandlordPropertiesQuery;
  /** Changes some of the query; a new search, filter or order starts again on page 1. */
  const change = (next: Partial<typeof query>, replace = false) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const merged = { ...query, page: 1, ...next };
        const set = (key: string, value: string | undefined, fallback: string) =>
          value && value !== fallback ? out.set(key, value) : out.delete(key);
        set('q', merged.q, '');
        set('status', merged.status, 'all');
        set('sort', merged.sort, 'newest');
        set('page', String(merged.page), '1');
        return out;
      },
      { replace },
    );
  return { query, change };
}

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading your properties">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 3 }} />
      ))}
    </div>
  );
}

/** The search box: the address follows the typing after a short pause. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input.Search
      className="pm-tools__search"
      placeholder="Search title, area or address"
      aria-label="Search your listings"
      allowClear
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.target.value)}
      onSearch={(q) => onSearch(q.trim())}
    />
  );
}

function Listings({
  data,
  query,
  change,
  loading,
}: {
  data: LandlordPropertiesResponse;
  loading: boolean;
} & ReturnType<typeof useListingQuery>) {
  const { pagination } = data;
  const from = (pagination.currentPage - 1) * pagination.perPage + 1;
  const to = from + data.data.length - 1;
  return (
    <>
      <div className="pm-tools" role="search" aria-label="Find your listings">
        <SearchBox value={query.q ?? ''} onSearch={(q) => change({ q }, true)} />
        <label className="pm-tools__field">
          <span>Show</span>
          <Select<LandlordListingFilter>
            value={query.status}
            onChange={(status) => change({ status })}
            aria-label="Show"
            popupMatchSelectWidth={false}
            options={LANDLORD_LISTING_FILTERS.map((f) => ({
              value: f,
              label: `${FILTER_LABELS[f]} (${f === 'all' ? data.counts.total : data.counts[f]})`,
            }))}
          />
        </label>
        <label className="pm-tools__field">
          <span>Sort by</span>
          <Select<LandlordListingSort>
            value={query.sort}
            onChange={(sort) => change({ sort })}
            aria-label="Sort by"
            popupMatchSelectWidth={false}
            options={Object.entries(LANDLORD_LISTING_SORTS).map(([value, label]) => ({
              value: value as LandlordListingSort,
              label,
            }))}
          />
        </label>
      </div>
      <p className="pm-muted pm-summary" role="status" aria-live="polite">
        {pagination.total === 0
          ? 'No listings match.'
          : `Showing ${from}–${to} of ${pagination.total} ${pagination.total === 1 ? 'listing' : 'listings'}`}
      </p>
      {data.data.length ? (
        <ul className={loading ? 'pm-list pm-list--loading' : 'pm-list'} aria-busy={loading}>
          {data.data.map((p) => (
            <ListingRow key={p.id} listing={p} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title={
            query.q
              ? `No listings match “${query.q}”`
              : `No ${FILTER_LABELS[query.status].toLowerCase()} listings`
          }
        />
      )}
      {pagination.lastPage > 1 && (
        <Pagination
          className="pm-pages"
          current={pagination.currentPage}
          pageSize={pagination.perPage}
          total={pagination.total}
          showSizeChanger={false}
          onChange={(page) => {
            change({ ...query, page });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}

/**
 * The landlord's listings with their search, filters, order, pages and actions (view, edit,
 * status, delete), as the page shows them and the landlord dashboard's Properties tab embeds them.
 */
export function LandlordListings() {
  const { query, change } = useListingQuery();
  const listings = useLandlordListings({ ...query, pageSize: LISTINGS_PER_PAGE });
  return (
    <QueryView
      query={listings}
      loading={<Loading />}
      errorTitle="Error loading your properties"
      isEmpty={(d) => d.counts.total === 0}
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
      {(data) => (
        <Listings data={data} query={query} change={change} loading={listings.isPlaceholderData} />
      )}
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
