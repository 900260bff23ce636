import { useState } from 'react';
import { Alert, Button, Empty } from 'antd';
import {
  AppstoreOutlined,
  ArrowRightOutlined,
  BarsOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { FEATURED_COUNT } from '@rentnaija/shared';
import { PropertyCard } from '../../properties/components/PropertyCard';
import { useFeaturedProperties } from '../useFeaturedProperties';
import { LinkButton } from '../../../app/layout/LinkButton';

type View = 'grid' | 'list';

export function FeaturedProperties() {
  const { state, retry } = useFeaturedProperties();
  const [view, setView] = useState<View>('grid');

  return (
    <section className="rn-section rn-container" aria-labelledby="featured-title">
      <div className="rn-section__head">
        <div>
          <h2 id="featured-title" className="rn-section__title">
            Featured Properties
          </h2>
          <p className="rn-section__lead">The newest verified homes on RentNaija.</p>
        </div>
        <div className="rn-toggle" role="group" aria-label="Layout">
          <button type="button" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            <AppstoreOutlined aria-hidden="true" /> Grid
          </button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <BarsOutlined aria-hidden="true" /> List
          </button>
        </div>
      </div>

      {state.status === 'loading' && (
        <div className={view === 'grid' ? 'rn-grid' : 'rn-grid rn-grid--list'} aria-busy="true">
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
      )}

      {state.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title="Could not load featured properties"
          description={state.message}
          action={
            <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={retry}>
              Try Again
            </Button>
          }
        />
      )}

      {state.status === 'success' && state.data.length === 0 && (
        <Empty description="No featured properties yet. New listings appear here as soon as they are approved." />
      )}

      {state.status === 'success' && state.data.length > 0 && (
        <ul
          className={
            view === 'grid' ? 'rn-grid rn-plain-list' : 'rn-grid rn-grid--list rn-plain-list'
          }
        >
          {state.data.slice(0, FEATURED_COUNT).map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} view={view} />
            </li>
          ))}
        </ul>
      )}

      <div className="rn-center" style={{ marginTop: 28 }}>
        <LinkButton to="/properties" size="large">
          View all properties <ArrowRightOutlined aria-hidden="true" />
        </LinkButton>
      </div>
    </section>
  );
}
