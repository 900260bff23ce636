import { Fragment } from 'react';
import { renterFactRows, type RenterFactsDto } from '@rentnaija/shared';

/**
 * A renter's record as labelled rows of a `<Facts>` list, from one list of labels
 * (RENTER_FACT_LABELS), so every fact the platform counts shows, including ones added later.
 */
export function RentRecordRows({ facts }: { facts: RenterFactsDto }) {
  return (
    <>
      {renterFactRows(facts).map((row) => (
        <Fragment key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </Fragment>
      ))}
    </>
  );
}
