import {
  formatDateTime,
  formatDay,
  formatNaira,
  plural,
  RENEWAL_STATE_LABELS,
  type TenancyDto,
} from '@rentnaija/shared';
import { Detail, DetailSection } from '../common/Detail';

const PARTY = { tenant: 'The tenant', landlord: 'The landlord' } as const;

/**
 * The end of a tenancy as staff read it: the notice (who gave it, when, the move-out date and
 * whether the home is relisted) and the renewal offer with its state. Details of a
 * `<Grid container>`; nothing when neither exists.
 */
export function TenancyEnd({ tenancy }: { tenancy: TenancyDto }) {
  const { notice, renewal } = tenancy;
  return (
    <>
      {notice ? (
        <>
          <DetailSection title="Notice" />
          <Detail label="Given by">{PARTY[notice.givenBy]}</Detail>
          <Detail label="Given on">{formatDateTime(notice.givenAt)}</Detail>
          <Detail label="Move-out date">{formatDay(notice.moveOutDate)}</Detail>
          <Detail label="Reason" wide>
            {notice.reason}
          </Detail>
          <Detail label="Back on the market">
            {notice.relistConfirmedAt
              ? `Confirmed by the landlord ${formatDateTime(notice.relistConfirmedAt)}`
              : 'Not confirmed'}
          </Detail>
        </>
      ) : null}
      {renewal ? (
        <>
          <DetailSection title="Renewal offer" />
          <Detail label="State">{RENEWAL_STATE_LABELS[renewal.state]}</Detail>
          <Detail label="New rent">{formatNaira(renewal.rent)} a month</Detail>
          <Detail label="New term">
            {plural(renewal.termMonths, 'month')}: {formatDay(renewal.startsOn)} to{' '}
            {formatDay(renewal.endsOn)}
          </Detail>
          <Detail label="Offered on">{formatDateTime(renewal.offeredAt)}</Detail>
          <Detail label="Answered on">
            {renewal.decidedAt ? formatDateTime(renewal.decidedAt) : null}
          </Detail>
        </>
      ) : null}
    </>
  );
}
