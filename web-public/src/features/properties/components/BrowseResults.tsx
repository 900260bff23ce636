import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PAGE_SIZE } from '@rentnaija/shared';
import type { Paginated, PropertyCardDto } from '@rentnaija/shared';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { PropertyCard } from './PropertyCard';
import { PropertyCardSkeleton } from './PropertyCardSkeleton';
import { PagePagination } from './PagePagination';

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
}: {
  loading: boolean;
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
      <ul className={`${layout} rp-plain-list`} aria-label="Properties">
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
