import { useEffect, useId, useState } from 'react';
import { Badge, Button, Input, Segmented, Select, Typography } from 'antd';
import { AppstoreOutlined, FilterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { PAGE_SIZE, SORT_OPTIONS } from '@rentnaija/shared';
import type { SortOption } from '@rentnaija/shared';
import { useBrowseFilters } from '../hooks/useBrowseFilters';
import { usePropertySearch } from '../hooks/usePropertySearch';
import { countActiveFilters, hasActiveFilters } from '../lib/filters';
import { resultRange } from '../lib/pagination';
import { BrowseResults } from './BrowseResults';
import { FiltersPanel } from './FiltersPanel';
import '../card.css';
import '../browse.css';

const VIEW_KEY = 'browseView';

function initialView(): 'grid' | 'list' {
  try {
    return sessionStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** The whole browse screen: search, filters, sort, view toggle, results and pagination. */
export function BrowseView() {
  const { filters, update, clear } = useBrowseFilters();
  const search = usePropertySearch(filters);
  const [queryDraft, setQueryDraft] = useState(filters.query);
  // Open at first when filters are set, except on phones where the panel would push the results down.
  const [filtersOpen, setFiltersOpen] = useState(
    () => countActiveFilters(filters) > 0 && !window.matchMedia?.('(max-width: 767px)').matches,
  );
  const [view, setView] = useState<'grid' | 'list'>(initialView);
  const panelId = useId();
  const activeCount = countActiveFilters(filters);

  useEffect(() => setQueryDraft(filters.query), [filters.query]);

  // A page past the end (an old link, or fewer results since) goes to the last page.
  const lastPage = search.result?.pagination.lastPage ?? 0;
  const pageIsPastEnd =
    !search.loading && !!search.result && search.result.data.length === 0 && filters.page > 1;
  useEffect(() => {
    if (pageIsPastEnd && lastPage >= 1 && lastPage < filters.page) update({ page: lastPage });
  }, [pageIsPastEnd, lastPage, filters.page, update]);

  const changeView = (next: 'grid' | 'list') => {
    setView(next);
    try {
      sessionStorage.setItem(VIEW_KEY, next);
    } catch {
      // storage unavailable
    }
  };

  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const pagination = search.result?.pagination;
  const [from, to] = pagination
    ? resultRange(pagination.currentPage, pagination.perPage || PAGE_SIZE, pagination.total)
    : [0, 0];

  return (
    <div className="rp-page rp-browse">
      <header className="rp-browse__head">
        <Typography.Title level={1}>Browse Properties</Typography.Title>
        <Typography.Text type="secondary">
          Monthly rentals across Nigeria, from verified landlords.
        </Typography.Text>
      </header>

      <div className="rp-browse__search" role="search">
        <Input.Search
          aria-label="Search properties"
          placeholder="Search by title, area, city or address"
          allowClear
          enterButton="Search"
          size="large"
          value={queryDraft}
          onChange={(e) => {
            setQueryDraft(e.target.value);
            if (e.target.value === '' && filters.query) update({ query: '' });
          }}
          onSearch={(value) => update({ query: value.trim() })}
        />
        <Badge count={activeCount} color="green">
          <Button
            size="large"
            icon={<FilterOutlined />}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            Filters
          </Button>
        </Badge>
      </div>

      {filtersOpen && (
        <FiltersPanel id={panelId} filters={filters} onChange={update} onClear={clear} />
      )}

      <div className="rp-toolbar">
        <Typography.Text aria-live="polite">
          {search.loading
            ? 'Loading properties…'
            : pagination && pagination.total > 0
              ? `Showing ${from}-${to} of ${pagination.total} results`
              : ''}
        </Typography.Text>
        <div className="rp-toolbar__controls">
          <Select
            className="rp-toolbar__sort"
            aria-label="Sort by"
            value={filters.sortBy}
            options={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(sortBy: SortOption) => update({ sortBy })}
          />
          <Segmented
            aria-label="Layout"
            value={view}
            onChange={(v) => changeView(v as 'grid' | 'list')}
            options={[
              {
                value: 'grid',
                icon: <AppstoreOutlined />,
                title: 'Grid view',
                label: <span className="rp-sr-only">Grid view</span>,
              },
              {
                value: 'list',
                icon: <UnorderedListOutlined />,
                title: 'List view',
                label: <span className="rp-sr-only">List view</span>,
              },
            ]}
          />
        </div>
      </div>

      <h2 className="rp-sr-only">Results</h2>
      <BrowseResults
        loading={search.loading}
        error={search.error}
        result={search.result}
        view={view}
        filtered={hasActiveFilters(filters)}
        onRetry={search.retry}
        onClearFilters={clear}
        onPage={goToPage}
      />
    </div>
  );
}
