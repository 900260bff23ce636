import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { PAGE_SIZE } from '@rentnaija/shared';
import type { Paginated, PropertyCardDto } from '@rentnaija/shared';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { PropertyCard } from './PropertyCard';
import { PropertyCardSkeleton } from './PropertyCardSkeleton';
import { PagePagination } from './PagePagination';

/** Said over results that could not be refreshed. */
export const STALE_RESULTS = 'Showing results from before you went offline';

/** The results area: skeletons, the error box, the empty states, or the cards and pagination. */
export function BrowseResults({
  loading,
  error,
  result,
  view,
  filtered,
  emptyCity,
  cardAction,
  onRetry,
  onClearFilters,
  onPage,
  stale = false,
}: {
  loading: boolean;
  /** The results could not be refreshed (offline): shown greyed, with a note saying so. */
  stale?: boolean;
  error: unknown;
  result: Paginated<PropertyCardDto> | null;
  view: 'grid' | 'list';
  filtered: boolean;
  /** A city asked for that has no open listings. */
  emptyCity?: string | null;
  cardAction?: (property: PropertyCardDto) => ReactNode;
  onRetry: () => void;
  onClearFilters: () => void;
  onPage: (page: number) => void;
}) {
  const layout = view === 'grid' ? 'rp-grid' : 'rp-list';

  if (loading) {
    // As many placeholders as a full page, so the footer does not jump when results arrive.
    return (
      <div className={layout} aria-busy="true" aria-label="Loading properties">
        {Array.from({ length: view === 'grid' ? PAGE_SIZE : 4 }, (_, i) => (
          <PropertyCardSkeleton key={i} view={view} />
        ))}
      </div>
    );
  }

  if (error) return <ErrorState title="Error loading properties" error={error} onRetry={onRetry} />;

  if (!result || result.data.length === 0) {
    return (
      <EmptyState
        title={
          emptyCity
            ? `No listings in ${emptyCity} yet`
            : filtered
              ? 'No properties match your criteria'
              : 'No properties found'
        }
        text={
          emptyCity
            ? 'Landlords have not listed homes there so far. Try another city, or browse them all.'
            : filtered
              ? 'Try widening the price range or removing a filter.'
              : 'There are no listings available right now. Please check back soon.'
        }
        action={
          <Button type="primary" onClick={onClearFilters}>
            Clear Filters &amp; Browse All
          </Button>
        }
      />
    );
  }

  return (
    <>
      {stale && (
        <Alert
          type="warning"
          showIcon
          className="rn-stale-note"
          title={STALE_RESULTS}
          description="They may not match your new search. They refresh when the connection returns."
        />
      )}
      <ul
        className={`${layout} rp-plain-list${stale ? ' rn-stale' : ''}`}
        aria-label={stale ? `Properties (${STALE_RESULTS.toLowerCase()})` : 'Properties'}
      >
        {result.data.map((p) => (
          <li key={p.id}>
            <PropertyCard property={p} view={view} action={cardAction?.(p)} />
          </li>
        ))}
      </ul>
      <PagePagination
        current={result.pagination.currentPage}
        last={result.pagination.lastPage || Math.ceil(result.pagination.total / PAGE_SIZE)}
        onChange={onPage}
      />
    </>
  );
}
