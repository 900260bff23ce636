import { Link } from 'react-router-dom';
import { Card, Tag, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { formatNaira, plural } from '@rentnaija/shared';
import type { PropertyCardDto } from '@rentnaija/shared';
import { capitalise, statusColor, statusLabel } from '../lib/labels';
import { PropertyImage } from './PropertyImage';
import '../card.css';

const { Text, Title } = Typography;

export function PropertyCard({
  property,
  view = 'grid',
}: {
  property: PropertyCardDto;
  view?: 'grid' | 'list';
}) {
  const href = `/property/${property.id}`;
  return (
    <Card
      className={`rp-pcard rp-pcard--${view}`}
      styles={{ body: { padding: 0, height: '100%' } }}
      hoverable
    >
      <article className="rp-pcard__inner">
        <Link to={href} className="rp-pcard__media" tabIndex={-1} aria-hidden="true">
          <PropertyImage image={property.image} fallbackAlt={property.title} />
          <Tag className="rp-pcard__type">{capitalise(property.propertyType)}</Tag>
        </Link>
        <div className="rp-pcard__body">
          <div className="rp-pcard__price">
            <Text strong>{formatNaira(property.price)}</Text>
            <Text type="secondary"> / month</Text>
          </div>
          <Title level={3} className="rp-pcard__title">
            <Link to={href}>{property.title}</Link>
          </Title>
          <Text type="secondary" className="rp-pcard__location">
            <EnvironmentOutlined aria-hidden="true" /> {property.location}
          </Text>
          <ul className="rp-facts" aria-label="Key facts">
            <li>{plural(property.bedrooms, 'bed')}</li>
            <li>{plural(property.bathrooms, 'bath')}</li>
            <li>{property.area} m²</li>
          </ul>
          <div className="rp-pcard__meta">
            {property.status !== 'available' && (
              <Tag className="rp-tag" color={statusColor(property.status)}>
                {statusLabel(property.status)}
              </Tag>
            )}
            {property.serviceCharge > 0 && (
              <Text type="secondary">Service charge {formatNaira(property.serviceCharge)}/mo</Text>
            )}
            {property.powerSupply.length > 0 && (
              <Text type="secondary">{capitalise(property.powerSupply.join(', '))}</Text>
            )}
          </div>
        </div>
      </article>
    </Card>
  );
}
