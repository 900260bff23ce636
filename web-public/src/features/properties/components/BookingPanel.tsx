import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { LISTING_REVIEW_TIME, formatNaira } from '@rentnaija/shared';
import type { PropertyDto } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { MoveInBreakdown } from '../../../components/MoveInBreakdown';
import { useAuth } from '../../auth';
import { bookingStateFor, type BookingState } from '../lib/booking';
import { statusLabel } from '../lib/labels';

const { Text, Title, Paragraph } = Typography;

type Bookable = Pick<
  PropertyDto,
  | 'id'
  | 'price'
  | 'securityDeposit'
  | 'serviceCharge'
  | 'agencyFee'
  | 'legalFee'
  | 'rentAdvanceMonths'
  | 'status'
  | 'isApproved'
  | 'moderationStatus'
  | 'rejectionReason'
  | 'landlordId'
>;

/** Why there is no Book Now, for everyone who cannot book this listing. */
function NotBookable({ state, property }: { state: BookingState; property: Bookable }) {
  switch (state.kind) {
    case 'moderation':
      return state.state === 'rejected' ? (
        <Alert
          type="error"
          showIcon
          title="Rejected by our moderators"
          description={
            <>
              {state.reason ? <>Reason: {state.reason.replace(/\.$/, '')}. </> : null}
              {state.own
                ? 'Edit the listing and submit it again; it is hidden from tenants until it is approved.'
                : 'Tenants cannot see this listing.'}
            </>
          }
        />
      ) : (
        <Alert
          type="info"
          showIcon
          title="Waiting for review"
          description={
            state.own
              ? `Our team reviews new listings, ${LISTING_REVIEW_TIME}. Tenants can see and book it once it is approved.`
              : 'This listing is not public until it is approved.'
          }
        />
      );
    case 'own':
      return (
        <Alert
          type="info"
          showIcon
          title="This is your listing"
          description="Tenants book it from this page."
        />
      );
    case 'staff':
      return (
        <Alert
          type="info"
          showIcon
          title="Staff view"
          description="Staff accounts cannot book listings."
        />
      );
    case 'landlord':
      return (
        <Paragraph type="secondary" className="rp-booking__note">
          Booking is for tenant accounts. Sign in as a tenant to book this property.
        </Paragraph>
      );
    default:
      return (
        <Paragraph type="secondary" className="rp-booking__note">
          This property is {statusLabel(property.status).toLowerCase()} and cannot be booked right
          now.
        </Paragraph>
      );
  }
}

/**
 * Monthly rent and the itemised move-in total (rent in advance, service charge, caution
 * deposit, agency and legal fees: the same sum the booking page charges), with Book Now for
 * those who may book; phones also get a bar with the price and Book Now fixed to the bottom.
 */
export function BookingPanel({ property }: { property: Bookable }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const state = bookingStateFor(property, user);
  const book = () => navigate(`/payment/${property.id}`);
  const disabledButton = state.kind === 'landlord' || state.kind === 'unavailable';
  return (
    <>
      <Card className="rp-booking" aria-labelledby="booking-title">
        <Title level={2} id="booking-title" className="rp-section-title">
          Book this property
        </Title>
        <div className="rp-booking__price">
          <Text strong>{formatNaira(property.price)}</Text>
          <Text type="secondary"> per month</Text>
        </div>
        <MoveInBreakdown fees={property} />
        {state.kind === 'bookable' ? (
          <Button type="primary" size="large" block onClick={book}>
            Book Now
          </Button>
        ) : (
          <>
            {disabledButton && (
              <Button type="primary" size="large" block disabled style={{ marginBottom: 8 }}>
                Book Now
              </Button>
            )}
            <NotBookable state={state} property={property} />
            {(state.kind === 'own' || (state.kind === 'moderation' && state.own)) && (
              <LinkButton
                to={`/property/${property.id}/edit`}
                icon={<EditOutlined aria-hidden="true" />}
                className="rp-booking__edit"
              >
                Edit listing
              </LinkButton>
            )}
          </>
        )}
      </Card>
      {state.kind === 'bookable' && (
        <div className="rp-bookbar" role="region" aria-label="Book this property">
          <div className="rp-bookbar__price">
            <strong>{formatNaira(property.price)}</strong>
            <span> / month</span>
          </div>
          <Button type="primary" size="large" onClick={book} tabIndex={-1} aria-hidden="true">
            Book Now
          </Button>
        </div>
      )}
    </>
  );
}
