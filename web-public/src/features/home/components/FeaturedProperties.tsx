import { useState } from 'react';
import { AppstoreOutlined, ArrowRightOutlined, BarsOutlined } from '@ant-design/icons';
import { FEATURED_COUNT } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { PropertyCard } from '../../properties';
import { useFeaturedProperties } from '../queries';
import '../home.css';

type View = 'grid' | 'list';

export function FeaturedProperties() {
  const featured = useFeaturedProperties();
  const [view, setView] = useState<View>('grid');
  const gridClass = view === 'grid' ? 'rn-grid' : 'rn-grid rn-grid--list';

  return (
    <section className="rn-section rn-container" aria-labelledby="featured-title">
      <div className="rn-section__head">
        <div>
          <h2 id="featured-title" className="rn-section__title">
            Featured Properties
          </h2>
          <p className="rn-section__lead">The newest verified homes on RentNaija.</p>
        </div>
        <ViewToggle view={view} onChange={setView} />
      </div>

      <QueryView
        query={featured}
        errorTitle="Could not load featured properties"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title="No featured properties yet"
            text="New listings appear here as soon as they are approved."
          />
        }
        loading={
          <div className={gridClass} aria-busy="true">
            <span className="rn-visually-hidden" role="status">
              Loading featured properties…
            </span>
            {Array.from({ length: FEATURED_COUNT }, (_, i) => (
              <div key={i} className="rn-card rn-skeleton-card" aria-hidden="true">
                <div className="rn-skeleton rn-skeleton--image" />
                <div className="rn-skeleton-card__body">
                  <div className="rn-skeleton rn-skeleton--title" />
                  <div className="rn-skeleton rn-skeleton--line" />
                  <div className="rn-skeleton rn-skeleton--short" />
                </div>
              </div>
            ))}
          </div>
        }
      >
        {(data) => (
          <ul className={`${gridClass} rn-plain-list`}>
            {data.slice(0, FEATURED_COUNT).map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} view={view} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>

      <div className="rn-center" style={{ marginTop: 28 }}>
        <LinkButton to="/properties" size="large">
          View all properties <ArrowRightOutlined aria-hidden="true" />
        </LinkButton>
      </div>
    </section>
  );
}

const VIEWS: { value: View; label: string; icon: React.ReactNode }[] = [
  { value: 'grid', label: 'Grid', icon: <AppstoreOutlined aria-hidden="true" /> },
  { value: 'list', label: 'List', icon: <BarsOutlined aria-hidden="true" /> },
];

/** Grid/List as one radio group: one tab stop, arrow keys move between the two. */
function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div
      className="rn-toggle"
      role="radiogroup"
      aria-label="Layout"
      onKeyDown={(e) => {
        if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
        e.preventDefault();
        const next = view === 'grid' ? 'list' : 'grid';
        onChange(next);
        e.currentTarget.querySelector<HTMLButtonElement>(`[data-view="${next}"]`)?.focus();
      }}
    >
      {VIEWS.map((v) => (
        <button
          key={v.value}
          type="button"
          role="radio"
          data-view={v.value}
          aria-checked={view === v.value}
          tabIndex={view === v.value ? 0 : -1}
          onClick={() => onChange(v.value)}
        >
          {v.icon} {v.label}
        </button>
      ))}
    </div>
  );
}
