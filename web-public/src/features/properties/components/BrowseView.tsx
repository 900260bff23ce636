import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, Button, Input, Segmented, Select, Typography } from 'antd';
import {
  AppstoreOutlined,
  EnvironmentOutlined,
  FilterOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { PAGE_SIZE, SORT_OPTIONS } from '@rentnaija/shared';
import type { PropertyCardDto, PropertySearchQuery, SortOption } from '@rentnaija/shared';
import { useBrowseFilters } from '../hooks/useBrowseFilters';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { usePropertySearch, useSearchFilters } from '../queries';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  hasActiveFilters,
  priceRangeError,
  toSearchQuery,
  type BrowseFilters,
} from '../lib/filters';
import { resultRange } from '../lib/pagination';
import { BrowseResults } from './BrowseResults';
import { FilterChips } from './FilterChips';
import { FiltersPanel } from './FiltersPanel';
import { useOnline } from '../../../components/useOnline';
import '../card.css';
import '../browse.css';

/** The phone's filter drawer (and antd's Drawer) loads when it is first opened. */
const FiltersDrawer = lazy(() =>
  import('./FiltersDrawer').then((m) => ({ default: m.FiltersDrawer })),
);

/** The map (Leaflet and its clusters) loads only when the map view is opened. */
const BrowseMap = lazy(() => import('./BrowseMap').then((m) => ({ default: m.BrowseMap })));

/** The id of the listing card under the pointer or focus, from its link. */
const cardIdAt = (target: EventTarget) =>
  (target as Element).closest?.('a[href^="/property/"]')?.getAttribute('href')?.split('/')[2] ??
  null;

const VIEW_KEY = 'browseView';
const PHONE = '(max-width: 767px)';

function initialView(): 'grid' | 'list' {
  try {
    return sessionStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/**
 * The whole browse screen: search, filters (a panel on wide screens, a drawer with 'Show N
 * results' on phones), sort, view toggle, results and pagination. `cardAction` puts a control
 * on each result card (the page passes the Save toggle); `searchAction` one for the search
 * itself (Save search).
 */
export function BrowseView({
  cardAction,
  searchAction,
}: {
  cardAction?: (property: PropertyCardDto) => ReactNode;
  searchAction?: (query: PropertySearchQuery) => ReactNode;
}) {
  const { filters, update, clear } = useBrowseFilters();
  const query = toSearchQuery(filters);
  const search = usePropertySearch(query);
  const cities = useSearchFilters().data?.cities;
  const phone = useMediaQuery(PHONE);
  const [queryDraft, setQueryDraft] = useState(filters.query);
  const [filtersOpen, setFiltersOpen] = useState(() => countActiveFilters(filters) > 0);
  // The phone sheet's pending filters (null when it is closed) and the server's count for them.
  const [draft, setDraft] = useState<BrowseFilters | null>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [draftRangeError, setDraftRangeError] = useState(false);
  const draftBlocked =
    !!draft && (draftRangeError || priceRangeError(draft.minPrice, draft.maxPrice) !== null);
  const draftSearch = usePropertySearch(toSearchQuery({ ...(draft ?? filters), page: 1 }), {
    enabled: !!draft && !draftBlocked,
  });
  const [view, setView] = useState<'grid' | 'list'>(initialView);
  const [activeId, setActiveId] = useState<string | null>(null);
  const panelId = useId();
  const activeCount = countActiveFilters(filters);
  const result = search.data;
  const online = useOnline();
  // Offline, a new search waits (paused) and the results before it stay: greyed, and said so.
  const stale = result !== undefined && (!online || search.fetchStatus === 'paused');
  const loading = search.isPending || (search.isFetching && search.isPlaceholderData && !stale);

  useEffect(() => setQueryDraft(filters.query), [filters.query]);

  // A page past the end (an old link, or fewer results since) goes to the last page.
  const lastPage = result?.pagination.lastPage ?? 0;
  const pageIsPastEnd = !loading && !!result && result.data.length === 0 && filters.page > 1;
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

  const toggleFilters = () => {
    if (phone) {
      setDrawerUsed(true);
      setDraftRangeError(false);
      setDraft(filters);
    } else {
      setFiltersOpen((o) => !o);
    }
  };

  const pagination = result?.pagination;
  const [from, to] = pagination
    ? resultRange(pagination.currentPage, pagination.perPage || PAGE_SIZE, pagination.total)
    : [0, 0];
  const panel = (
    <FiltersPanel
      id={panelId}
      filters={filters}
      cities={cities}
      onChange={update}
      onClear={clear}
    />
  );
  const draftTotal =
    draftSearch.isPending || draftSearch.isPlaceholderData || draftSearch.isError
      ? null
      : draftSearch.data.pagination.total;

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
            aria-expanded={phone ? draft !== null : filtersOpen}
            aria-controls={phone ? undefined : panelId}
            onClick={toggleFilters}
          >
            Filters
          </Button>
        </Badge>
      </div>

      {!phone && filtersOpen && panel}
      {phone && drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer
            open={draft !== null}
            total={draftTotal}
            blocked={draftBlocked}
            onApply={() => {
              if (draft) update({ ...draft, page: 1 });
              setDraft(null);
            }}
            onClose={() => setDraft(null)}
          >
            {draft && (
              <FiltersPanel
                id={panelId}
                filters={draft}
                cities={cities}
                onChange={(patch) => setDraft({ ...draft, ...patch })}
                onClear={() => setDraft({ ...EMPTY_FILTERS, sortBy: draft.sortBy })}
                onRangeError={(error) => setDraftRangeError(error !== null)}
              />
            )}
          </FiltersDrawer>
        </Suspense>
      )}

      <FilterChips filters={filters} onChange={update} onClear={clear} />

      <div className="rp-toolbar">
        <Typography.Text aria-live="polite" className="rp-toolbar__count">
          {loading
            ? 'Loading properties…'
            : pagination && pagination.total > 0
              ? `Showing ${from}-${to} of ${pagination.total} results`
              : ''}
        </Typography.Text>
        <div className="rp-toolbar__controls">
          {searchAction?.(query)}
          <Select
            className="rp-toolbar__sort"
            aria-label="Sort by"
            value={filters.sortBy}
            options={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(sortBy: SortOption) => update({ sortBy })}
          />
          <Button
            icon={<EnvironmentOutlined />}
            aria-pressed={filters.map}
            type={filters.map ? 'primary' : 'default'}
            onClick={() => update({ map: !filters.map, page: filters.page })}
          >
            {filters.map ? 'Hide map' : 'Map'}
          </Button>
          <Segmented
            // One radio group: a single tab stop, arrow keys switch.
            name="browse-layout"
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

      <div className={filters.map ? 'rp-browse__split' : undefined}>
        {filters.map && (
          <Suspense fallback={<div className="rp-map rp-map--loading">Loading the map…</div>}>
            <BrowseMap
              results={result?.data ?? []}
              bbox={filters.bbox}
              near={filters.near}
              radiusKm={filters.radiusKm}
              city={filters.city}
              activeId={activeId}
              onSearchArea={(bbox) => update({ bbox })}
            />
          </Suspense>
        )}
        <div
          className="rp-browse__results"
          onMouseOver={(e) => filters.map && setActiveId(cardIdAt(e.target))}
          onFocus={(e) => filters.map && setActiveId(cardIdAt(e.target))}
          onMouseLeave={() => setActiveId(null)}
        >
          <h2 className="rp-sr-only">Results</h2>
          <BrowseResults
            loading={loading}
            error={search.isError ? search.error : null}
            result={result ?? null}
            view={view}
            filtered={hasActiveFilters(filters)}
            emptyCity={
              filters.city && cities && !cities.some((c) => c.name === filters.city)
                ? filters.city
                : null
            }
            cardAction={cardAction}
            onRetry={() => void search.refetch()}
            onClearFilters={clear}
            onPage={goToPage}
            stale={stale}
          />
        </div>
      </div>
    </div>
  );
}
