import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb, Button, Card, Result, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleOutlined, EnvironmentOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  availabilityLabel,
  formatDate,
  formatNaira,
  isRecordId,
  lagosToday,
  plural,
} from '@rentnaija/shared';
import type { PropertyDto } from '@rentnaija/shared';
import { hasCode } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { ErrorState } from '../../../components/QueryStates';
import { usePropertyDetail } from '../queries';
import { useAuth } from '../../auth';
import { bookingProcess } from '../lib/booking';
import { capitalise, statusColor, statusLabel } from '../lib/labels';
import { BookingPanel } from './BookingPanel';
import { ImageCarousel } from './ImageCarousel';
import { ShareButton } from './ShareButton';
import { FreshnessNote } from './FreshnessNote';
import { VerifiedOwnerBadge } from './VerifiedOwnerBadge';
import { VirtualTourModal } from './tour/VirtualTourModal';
import '../card.css';
import '../detail.css';
import { StatusTag } from '../../../components/StatusTag';

const { Title, Paragraph, Text } = Typography;

/** An id the server does not know, or one that is not an id at all. */
const NOT_FOUND_CODES = ['PROPERTY_NOT_FOUND', 'NOT_FOUND', 'BAD_REQUEST', 'VALIDATION_FAILED'];

/**
 * /property/{id}: loading, not found, error, or the listing. `saveAction` is the page's Save
 * control (from the bookmarks feature), `contactAction` its way to write to the landlord
 * (from the messaging feature) and `sideAction` a viewing request (from the viewings
 * feature), both shown under the booking panel.
 */
export function PropertyDetailView({
  id,
  saveAction,
  contactAction,
  sideAction,
  ownerSection,
  reviewsSection,
  reportAction,
}: {
  id: string;
  saveAction?: (propertyId: string) => ReactNode;
  contactAction?: (property: PropertyDto) => ReactNode;
  sideAction?: (property: PropertyDto) => ReactNode;
  /** What the listing's own landlord sees above the description (the verified-owner proofs). */
  ownerSection?: (property: PropertyDto) => ReactNode;
  /** The reviews by the listing's tenants, after its details (from the reviews feature). */
  reviewsSection?: (property: PropertyDto) => ReactNode;
  /** Anyone's way to report the listing to our team (from the listing-reports feature). */
  reportAction?: (property: PropertyDto) => ReactNode;
}) {
  const wellFormed = isRecordId(id);
  const detail = usePropertyDetail(id, wellFormed);

  // An address whose id cannot name a listing is not found, without asking the server.
  if (!wellFormed) return <PropertyNotFound />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError && hasCode(detail.error, ...NOT_FOUND_CODES)) return <PropertyNotFound />;
  if (detail.isError) {
    return (
      <div className="rp-page">
        <Title level={1}>Property</Title>
        <ErrorState
          title="Error loading property"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  }
  return (
    <PropertyDetail
      property={detail.data}
      saveAction={saveAction?.(detail.data.id)}
      contactAction={contactAction?.(detail.data)}
      sideAction={sideAction?.(detail.data)}
      ownerSection={ownerSection}
      reviewsSection={reviewsSection?.(detail.data)}
      reportAction={reportAction?.(detail.data)}
    />
  );
}

/** The listing's map (Leaflet) loads only when its section scrolls into view. */
const LocationMap = lazy(() => import('./LocationMap').then((m) => ({ default: m.LocationMap })));

/** Renders `children` once the placeholder has come near the screen (then keeps them). */
function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [seen, setSeen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setSeen(true),
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return <div ref={ref}>{seen ? children : placeholder}</div>;
}

/** A part of the listing's page under its heading. */
function DetailSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rp-section" aria-labelledby={titleId}>
      <Title level={2} id={titleId} className="rp-section-title">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function PropertyNotFound() {
  return (
    <div className="rp-page">
      <Result
        status="404"
        title={<h1 className="rp-result-title">Property Not Found</h1>}
        subTitle="This listing does not exist or is no longer available."
        extra={[
          <LinkButton key="browse" type="primary" to="/properties">
            Browse Properties
          </LinkButton>,
          <LinkButton key="home" to="/">
            Go to Home
          </LinkButton>,
        ]}
      />
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="rp-page" aria-busy="true" aria-label="Loading property">
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1 }} />
      <div className="rp-detail">
        <div className="rp-detail__gallery">
          <Skeleton.Node active className="rp-skeleton-photo rp-skeleton-hero">
            <span />
          </Skeleton.Node>
          <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 24 }} />
        </div>
        <Card className="rp-detail__side">
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      </div>
    </div>
  );
}

function Facts({ property }: { property: PropertyDto }) {
  return (
    <dl className="rp-keyfacts">
      <div>
        <dt>Price</dt>
        <dd>
          {formatNaira(property.price)} <Text type="secondary">/ month</Text>
        </dd>
      </div>
      <div>
        <dt>Bedrooms</dt>
        <dd>{plural(property.bedrooms, 'bed')}</dd>
      </div>
      <div>
        <dt>Bathrooms</dt>
        <dd>{plural(property.bathrooms, 'bath')}</dd>
      </div>
      <div>
        <dt>Area</dt>
        <dd>{property.area} m²</dd>
      </div>
      <div>
        <dt>Type</dt>
        <dd>{capitalise(property.propertyType)}</dd>
      </div>
      <div className="rp-keyfacts__wide">
        <dt>Move in</dt>
        <dd>{availabilityLabel(property.availableFrom, lagosToday())}</dd>
      </div>
    </dl>
  );
}

/** The fullest of address and location, or both when neither contains the other. */
export function fullAddress(p: Pick<PropertyDto, 'address' | 'location'>): string {
  const address = p.address?.trim() ?? '';
  const location = p.location?.trim() ?? '';
  if (!address) return location;
  if (!location) return address;
  if (location.toLowerCase().includes(address.toLowerCase())) return location;
  if (address.toLowerCase().includes(location.toLowerCase())) return address;
  return `${address}, ${location}`;
}

function PropertyDetail({
  property,
  saveAction,
  contactAction,
  sideAction,
  ownerSection,
  reviewsSection,
  reportAction,
}: {
  property: PropertyDto;
  saveAction?: ReactNode;
  contactAction?: ReactNode;
  sideAction?: ReactNode;
  ownerSection?: (property: PropertyDto) => ReactNode;
  reviewsSection?: ReactNode;
  reportAction?: ReactNode;
}) {
  const [tourOpen, setTourOpen] = useState(false);
  const { user } = useAuth();
  const isOwner = !!user && user.id === property.landlordId;
  useEffect(() => {
    document.title = `${property.title} · RentNaija`;
  }, [property.title]);

  return (
    <div className="rp-page rp-property">
      <Breadcrumb
        className="rp-property__crumbs"
        items={[
          { title: <Link to="/">Home</Link> },
          { title: <Link to="/properties">Properties</Link> },
          { title: property.title },
        ]}
      />
      <header className="rp-property__head">
        <div className="rp-property__heading">
          <Title level={1} className="rp-property__title">
            {property.title}
          </Title>
          <Text type="secondary">
            <EnvironmentOutlined aria-hidden="true" /> {fullAddress(property)}
          </Text>
          <div className="rp-property__tags">
            {property.isApproved ? (
              <StatusTag color={statusColor(property.status)}>
                {statusLabel(property.status)}
              </StatusTag>
            ) : (
              // Unpublished (seen by its landlord and staff only): its moderation state, not 'Available'.
              <StatusTag color={property.moderationStatus === 'rejected' ? 'red' : 'gold'}>
                {property.moderationStatus === 'rejected' ? 'Rejected' : 'Pending review'}
              </StatusTag>
            )}
            <Tag>{capitalise(property.propertyType)}</Tag>
            {property.verifiedOwner && <VerifiedOwnerBadge size="large" />}
          </div>
          {property.isApproved && <FreshnessNote property={property} />}
        </div>
        <div className="rp-property__actions">
          <Button
            type="primary"
            ghost
            icon={<VideoCameraOutlined />}
            onClick={() => setTourOpen(true)}
          >
            Virtual Tour
          </Button>
          <ShareButton title={property.title} />
          {saveAction}
        </div>
      </header>

      <div className="rp-detail">
        <div className="rp-detail__gallery">
          <ImageCarousel images={property.images} title={property.title} />
          <Facts property={property} />
        </div>

        <aside className="rp-detail__side" aria-label="Booking">
          <BookingPanel property={property} />
          {contactAction && <div className="rp-contact">{contactAction}</div>}
          {sideAction}
          {reportAction && !isOwner && <div className="rp-report-action">{reportAction}</div>}
        </aside>

        <div className="rp-detail__main">
          {isOwner && ownerSection?.(property)}
          <DetailSection titleId="about-title" title="About this property">
            {property.description.split(/\n{2,}/).map((para, i) => (
              <Paragraph key={i}>{para}</Paragraph>
            ))}
          </DetailSection>

          <DetailSection titleId="amenities-title" title="Amenities">
            {property.amenities.length ? (
              <ul className="rp-amenities">
                {property.amenities.map((a) => (
                  <li key={a}>
                    <CheckCircleOutlined aria-hidden="true" /> {a}
                  </li>
                ))}
              </ul>
            ) : (
              <Text type="secondary">The landlord has not listed any amenities.</Text>
            )}
          </DetailSection>

          {property.latitude != null && property.longitude != null && (
            <DetailSection titleId="location-title" title="Location">
              <Paragraph type="secondary">
                {property.locationApproximate
                  ? 'The area of the home: the exact place is shared once the landlord confirms your viewing.'
                  : 'The exact place of the home.'}
              </Paragraph>
              <WhenVisible placeholder={<div className="rp-map rp-location-map" />}>
                <Suspense
                  fallback={
                    <div className="rp-map rp-location-map rp-map--loading">Loading the map…</div>
                  }
                >
                  <LocationMap
                    lat={property.latitude}
                    lng={property.longitude}
                    exact={!property.locationApproximate}
                  />
                </Suspense>
              </WhenVisible>
            </DetailSection>
          )}

          <DetailSection titleId="utilities-title" title="Power, water and service charge">
            <dl className="rp-deflist">
              <div>
                <dt>Power supply</dt>
                <dd>
                  {property.powerSupply.length
                    ? property.powerSupply.map(capitalise).join(', ')
                    : 'Not specified'}
                </dd>
              </div>
              <div>
                <dt>Water supply</dt>
                <dd>{property.waterSupply ? capitalise(property.waterSupply) : 'Not specified'}</dd>
              </div>
              <div>
                <dt>Service charge</dt>
                <dd>
                  {property.serviceCharge > 0
                    ? `${formatNaira(property.serviceCharge)} per month`
                    : 'None'}
                  {property.serviceCharge > 0 && property.serviceChargeCovers && (
                    <span className="rp-muted"> — covers {property.serviceChargeCovers}</span>
                  )}
                </dd>
              </div>
            </dl>
          </DetailSection>

          <DetailSection titleId="details-title" title="Property Details">
            <dl className="rp-deflist">
              <div>
                <dt>Property type</dt>
                <dd>{capitalise(property.propertyType)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{statusLabel(property.status)}</dd>
              </div>
              <div>
                <dt>Listed</dt>
                <dd>{formatDate(property.createdAt)}</dd>
              </div>
              <div>
                <dt>Caution deposit</dt>
                <dd>{formatNaira(property.securityDeposit)} (refundable)</dd>
              </div>
              <div>
                <dt>Agency fee</dt>
                <dd>
                  {property.agencyFee > 0 ? formatNaira(property.agencyFee) : 'No agency fee'}
                </dd>
              </div>
              {property.landlord?.name && (
                <div>
                  <dt>Landlord</dt>
                  <dd>
                    <Link to={`/landlords/${property.landlordId}`}>{property.landlord.name}</Link>
                  </dd>
                </div>
              )}
            </dl>
          </DetailSection>

          {reviewsSection}

          <DetailSection titleId="process-title" title="Booking Process">
            <ol className="rp-steps">
              {bookingProcess(property).map((step, i) => (
                <li key={step.title}>
                  <span className="rp-steps__num" aria-hidden="true">
                    {i + 1}
                  </span>
                  <div>
                    <Text strong>{step.title}</Text>
                    <Paragraph type="secondary" style={{ marginBottom: 0 }}>
                      {step.text}
                    </Paragraph>
                  </div>
                </li>
              ))}
            </ol>
          </DetailSection>
        </div>
      </div>

      <VirtualTourModal property={property} open={tourOpen} onClose={() => setTourOpen(false)} />
    </div>
  );
}
