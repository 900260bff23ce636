import { useNavigate } from 'react-router-dom';
import { Button, Card, Typography } from 'antd';
import { formatNaira } from '@rentnaija/shared';
import type { PropertyDto } from '@rentnaija/shared';
import { moveInTotal } from '../lib/booking';
import { statusLabel } from '../lib/labels';

const { Text, Title, Paragraph } = Typography;

/** Monthly rent, the listing's security deposit and the move-in total, with Book Now. */
export function BookingPanel({
  property,
}: {
  property: Pick<PropertyDto, 'id' | 'price' | 'securityDeposit' | 'status'>;
}) {
  const navigate = useNavigate();
  const available = property.status === 'available';
  return (
    <Card className="rp-booking" aria-labelledby="booking-title">
      <Title level={2} id="booking-title" className="rp-section-title">
        Book this property
      </Title>
      <div className="rp-booking__price">
        <Text strong>{formatNaira(property.price)}</Text>
        <Text type="secondary"> per month</Text>
      </div>
      <dl className="rp-booking__lines">
        <div>
          <dt>Monthly rent</dt>
          <dd>{formatNaira(property.price)}</dd>
        </div>
        <div>
          <dt>Security deposit</dt>
          <dd>{formatNaira(property.securityDeposit)}</dd>
        </div>
        <div className="rp-booking__total">
          <dt>Total to move in</dt>
          <dd>{formatNaira(moveInTotal(property.price, property.securityDeposit))}</dd>
        </div>
      </dl>
      <Paragraph type="secondary" className="rp-booking__note">
        The move-in total is the first month&apos;s rent plus the security deposit. After moving in,
        the rent of {formatNaira(property.price)} is paid every month.
      </Paragraph>
      {available ? (
        <Button
          type="primary"
          size="large"
          block
          onClick={() => navigate(`/payment/${property.id}`)}
        >
          Book Now
        </Button>
      ) : (
        <>
          <Button type="primary" size="large" block disabled>
            Book Now
          </Button>
          <Paragraph type="secondary" className="rp-booking__note" style={{ marginTop: 8 }}>
            This property is {statusLabel(property.status).toLowerCase()} and cannot be booked right
            now.
          </Paragraph>
        </>
      )}
    </Card>
  );
}
