import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EnvironmentOutlined } from '@ant-design/icons';
import { formatNaira, plural } from '@rentnaija/shared';
import type { PropertyCardDto } from '@rentnaija/shared';
import { capitalise, statusColor, statusLabel } from '../lib/labels';
import { PropertyImage } from './PropertyImage';
import { StatusTag } from '../../../components/StatusTag';
import { FreshnessNote } from './FreshnessNote';
import { VerifiedOwnerBadge } from './VerifiedOwnerBadge';
import '../card.css';

export function PropertyCard({
  property,
  view = 'grid',
  action,
}: {
  property: PropertyCardDto;
  view?: 'grid' | 'list';
  /** A control over the photo's corner (the Save toggle). */
  action?: ReactNode;
}) {
  const href = `/property/${property.id}`;
  return (
    // Plain themed markup rather than antd's Card, Typography and Tag, which weigh ~55 KB on
    // the home page's first load.
    <div className={`rp-pcard rp-pcard--${view}`}>
      <article className="rp-pcard__inner">
        <Link to={href} className="rp-pcard__media" tabIndex={-1} aria-hidden="true">
          <PropertyImage image={property.image} fallbackAlt={property.title} />
          <span className="rp-badge rp-pcard__type">{capitalise(property.propertyType)}</span>
        </Link>
        {action && <div className="rp-pcard__action">{action}</div>}
        <div className="rp-pcard__body">
          <div className="rp-pcard__price">
            <strong>{formatNaira(property.price)}</strong>
            <span className="rp-muted"> / month</span>
          </div>
          <h3 className="rp-pcard__title">
            <Link to={href}>{property.title}</Link>
          </h3>
          <span className="rp-muted rp-pcard__location">
            <EnvironmentOutlined aria-hidden="true" /> {property.location}
          </span>
          <ul className="rp-facts" aria-label="Key facts">
            <li>{plural(property.bedrooms, 'bed')}</li>
            <li>{plural(property.bathrooms, 'bath')}</li>
            <li>{property.area} m²</li>
          </ul>
          <div className="rp-pcard__meta">
            {property.verifiedOwner && <VerifiedOwnerBadge />}
            <FreshnessNote property={property} compact />
            {property.status !== 'available' && (
              <StatusTag color={statusColor(property.status)}>
                {statusLabel(property.status)}
              </StatusTag>
            )}
            {property.agencyFee === 0 && <StatusTag color="success">No agency fee</StatusTag>}
            {property.serviceCharge > 0 && (
              <span className="rp-muted">
                Service charge {formatNaira(property.serviceCharge)}/mo
              </span>
            )}
            {property.powerSupply.length > 0 && (
              <span className="rp-muted">{capitalise(property.powerSupply.join(', '))}</span>
            )}
          </div>
        </div>
      </article>
    </div>
  );
}
