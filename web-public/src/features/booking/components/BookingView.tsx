import { type ReactNode, useEffect, useState } from 'react';
import { CheckCircleFilled, HomeOutlined, StopOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type ApplicationDto,
  type ApplicationListResponse,
  MESSAGES,
  type PropertyDto,
  type UserDto,
} from '@rentnaija/shared';
import { hasCode } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { PageSpinner } from '../../../components/PageSpinner';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { currentApplicationFor, useMyApplications } from '../../applications';
import { storeIntendedDestination, useAuth } from '../../auth';
import { bookingStateFor, usePropertyDetail } from '../../properties';
import { useRenterProfile } from '../../renter-profile';
import { BookingPage } from './BookingPage';
import { BookingSteps } from './BookingSteps';
import '../booking.css';

/**
 * /payment/:propertyId: the login gate, the listing, then the four steps.
 * Tenants only (the API refuses others, and this page says so first).
 */
/**
 * `afterApplying`: shown under the payment step once the application is saved (the page hands
 * in the phone prompt of the text channel).
 */
export function BookingView({
  propertyId,
  afterApplying,
}: {
  propertyId: string;
  afterApplying?: ReactNode;
}) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const property = usePropertyDetail(propertyId);

  useEffect(() => {
    if (status !== 'anonymous') return;
    toast.error(MESSAGES.bookingLoginRequired);
    storeIntendedDestination(location.pathname + location.search);
    navigate('/login', { replace: true });
  }, [status, location.pathname, location.search, navigate]);

  if (status !== 'authenticated' || !user)
    return <PageSpinner label="Checking authentication..." />;
  if (property.isPending) return <PageSpinner label="Loading property..." />;
  if (property.isError) {
    if (hasCode(property.error, 'PROPERTY_NOT_FOUND', 'VALIDATION_FAILED')) {
      return <PropertyNotFound />;
    }
    return (
      <BookingPage propertyId={propertyId}>
        <ErrorState
          title="Failed to load the property"
          error={property.error}
          onRetry={() => void property.refetch()}
        />
      </BookingPage>
    );
  }
  const listing = property.data as PropertyDto;
  const refusal = refusalFor(listing, user);
  if (refusal) {
    return (
      <BookingPage propertyId={propertyId}>
        <EmptyState
          icon={<StopOutlined />}
          title={refusal.title}
          text={refusal.text}
          action={<LinkButton to={`/property/${propertyId}`}>Back to the property</LinkButton>}
        />
      </BookingPage>
    );
  }
  return <TenantBooking property={listing} user={user} afterApplying={afterApplying} />;
}

/** Who may not book here, and why (the API refuses them too). */
function refusalFor(property: PropertyDto, user: UserDto): { title: string; text: string } | null {
  const state = bookingStateFor(property, user);
  switch (state.kind) {
    case 'own':
      return { title: 'This is your listing', text: 'Landlords cannot book their own listings.' };
    case 'staff':
      return {
        title: 'Staff accounts cannot book',
        text: 'Booking is for tenant accounts. Staff review applications and payments in the console.',
      };
    case 'landlord':
      return {
        title: 'Booking is for tenant accounts',
        text: 'You are signed in as a landlord. Sign in with a tenant account to book this property.',
      };
    case 'moderation':
      return {
        title: 'This listing is not published',
        text: 'It cannot be booked until our team approves it.',
      };
    default:
      return null;
  }
}

function PropertyNotFound() {
  return (
    <div className="rb-page">
      <EmptyState
        icon={<HomeOutlined />}
        title="Property Not Found"
        text="This property does not exist or is no longer listed."
        link={{ to: '/', label: 'Go Home' }}
      />
    </div>
  );
}

/** The tenant's booking: their open application for this listing is continued, else a new one. */
function TenantBooking({
  property,
  user,
  afterApplying,
}: {
  property: PropertyDto;
  user: UserDto;
  afterApplying?: ReactNode;
}) {
  const mine = useMyApplications();
  const profile = useRenterProfile();
  const [params] = useSearchParams();
  const [saved, setSaved] = useState<ApplicationDto | null>(null);

  if (mine.isPending || profile.isPending)
    return <PageSpinner label="Loading your application..." />;
  if (mine.isError) {
    return (
      <BookingPage propertyId={property.id}>
        <ErrorState
          title="Failed to load your applications"
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      </BookingPage>
    );
  }
  const list = (mine.data as ApplicationListResponse).data;
  const asked = params.get('application');
  const existing =
    saved ??
    list.find((a) => a.id === asked && a.propertyId === property.id && a.status !== 'rejected') ??
    currentApplicationFor(list, property.id);

  if (existing?.depositPaid) {
    return (
      <BookingPage propertyId={property.id}>
        <EmptyState
          icon={<CheckCircleFilled />}
          title="You have paid for this home"
          text={`Your application is ${existing.status.replace('_', ' ')}. The landlord's decision and your receipt are in My Applications and Payment History.`}
          action={
            <div className="rb-actions">
              <LinkButton type="primary" to="/applications">
                My Applications
              </LinkButton>
              <LinkButton to="/payments">Payment History</LinkButton>
            </div>
          }
        />
      </BookingPage>
    );
  }
  if (!existing && property.status !== 'available') {
    return (
      <BookingPage propertyId={property.id}>
        <EmptyState
          icon={<StopOutlined />}
          title="This home is no longer available"
          text="Another tenant's application was approved, or the landlord took it off the market."
          link={{ to: '/properties', label: 'Browse Properties' }}
        />
      </BookingPage>
    );
  }
  return (
    <>
      <BookingSteps
        key={existing?.id ?? 'new'}
        property={property}
        user={user}
        application={existing}
        profile={profile.data ?? null}
        justSaved={saved !== null}
        onSaved={setSaved}
      />
      {existing && afterApplying && <div className="rb-slot">{afterApplying}</div>}
    </>
  );
}
