import { formatDateTime, formatDay, formatNaira } from '@rentnaija/shared';
import { startReceipt } from '../payments/receipt-pdf.js';

/** What the statutory rent receipt states (Tenancy Law of Lagos State 2011, section 5). */
export interface RentReceiptData {
  reference: string;
  landlordName: string;
  tenantName: string;
  premises: string;
  /** YYYY-MM-DD, or a sentence when the move-in date is not set. */
  periodFrom: string | null;
  periodTo: string | null;
  termMonths: number;
  amount: number;
  /** When the rent reached the landlord (released from the platform's holding). */
  receivedAt: Date;
  tenancyReference: string;
}

/** The landlord's receipt of the rent, given to the tenant when the rent is released. */
export function rentReceiptPdf(r: RentReceiptData): Promise<Buffer> {
  const { doc, done, row, note } = startReceipt(
    `Rent receipt ${r.reference}`,
    'Rent receipt',
    r.receivedAt,
  );
  doc
    .font('body')
    .fontSize(9)
    .fillColor('#555')
    .text('Issued for the landlord under the Tenancy Law of Lagos State 2011.')
    .moveDown(0.8);
  const months = `${r.termMonths} month${r.termMonths === 1 ? '' : 's'}`;
  row('Reference', r.reference);
  row('Date', formatDateTime(r.receivedAt));
  row('Received from (tenant)', r.tenantName);
  row('Received by (landlord)', r.landlordName);
  row('Premises', r.premises);
  row(
    'Period covered',
    r.periodFrom && r.periodTo
      ? `${formatDay(r.periodFrom)} to ${formatDay(r.periodTo)} (${months})`
      : `${months} from the move-in date`,
  );
  row('Amount of rent', formatNaira(r.amount));
  row('Tenancy', r.tenancyReference);
  note(
    `${r.landlordName} acknowledges receipt of the rent above from ${r.tenantName}, paid through RentNaija and released to the landlord. The caution deposit is not rent and is not included.`,
  );
  doc.end();
  return done;
}
