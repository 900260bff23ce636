import { Alert, Button, Empty, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@rentnaija/shared';
import type { Paginated, PropertyCardDto } from '@rentnaija/shared';
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
  onRetry,
  onClearFilters,
  onPage,
}: {
  loading: boolean;
  error: string | null;
  result: Paginated<PropertyCardDto> | null;
  view: 'grid' | 'list';
  filtered: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  onPage: (page: number) => void;
}) {
  const layout = view === 'grid' ? 'rp-grid' : 'rp-list';

  if (loading) {
    return (
      <div className={layout} aria-busy="true" aria-label="Loading properties">
        {Array.from({ length: view === 'grid' ? 6 : 3 }, (_, i) => (
          <PropertyCardSkeleton key={i} view={view} />
        ))}
      </div>
    );
  }

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Error loading properties"
        description={error}
        action={
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            Try Again
          </Button>
        }
      />
    );
  }

  if (!result || result.data.length === 0) {
    return (
      <Empty
        className="rp-state"
        description={
          <>
            <Typography.Title level={2} style={{ fontSize: 20, marginBottom: 4 }}>
              {filtered ? 'No properties match your criteria' : 'No properties found'}
            </Typography.Title>
            <Typography.Text type="secondary">
              {filtered
                ? 'Try widening the price range or removing a filter.'
                : 'There are no listings available right now. Please check back soon.'}
            </Typography.Text>
          </>
        }
      >
        <Button type="primary" onClick={onClearFilters}>
          Clear Filters &amp; Browse All
        </Button>
      </Empty>
    );
  }

  return (
    <>
      <ul className={`${layout} rp-plain-list`} aria-label="Properties">
        {result.data.map((p) => (
          <li key={p.id}>
            <PropertyCard property={p} view={view} />
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
