import {
  formatDateTime,
  formatNaira,
  PROFILE_KYC_LABELS,
  PROFILE_SECTION_LABELS,
  RELATIONSHIP_CHOICES,
  renterFactRows,
  type SharedProfileDto,
} from '@rentnaija/shared';
import { startReceipt } from '../payments/receipt-pdf.js';

const relationship = (value: string) =>
  RELATIONSHIP_CHOICES.find((c) => c.value === value)?.label ?? '—';

/** A renter profile as a PDF: the parts the tenant chose to show, in the receipts' look. */
export function renterProfilePdf(p: SharedProfileDto, printedAt: Date): Promise<Buffer> {
  const { doc, done, row, note } = startReceipt(
    `Renter profile of ${p.name}`,
    `Renter profile: ${p.name}`,
    printedAt,
  );
  const heading = (text: string) => {
    doc.moveDown(0.6);
    doc.font('bold').fontSize(12).fillColor('#0f766e').text(text, doc.page.margins.left);
    doc.moveDown(0.3);
  };
  row('On RentNaija since', formatDateTime(new Date(p.memberSince)).split(',')[0]!);
  if (p.about) row('About', p.about);
  if (p.identity) {
    heading(PROFILE_SECTION_LABELS.identity);
    row('Identity check', PROFILE_KYC_LABELS[p.identity.kycStatus]);
    row('Verified name', p.identity.verifiedName ?? 'Not verified yet');
  }
  if (p.work) {
    heading(PROFILE_SECTION_LABELS.work);
    row('Occupation', p.work.occupation || '—');
    row('Employer', p.work.employer || '—');
    row('Monthly income', p.work.monthlyIncome === null ? '—' : formatNaira(p.work.monthlyIncome));
  }
  if (p.reference) {
    heading(PROFILE_SECTION_LABELS.reference);
    row('Name', p.reference.name || '—');
    row('Relationship', relationship(p.reference.relationship));
  }
  if (p.guarantor) {
    heading(PROFILE_SECTION_LABELS.guarantor);
    row('Name', p.guarantor.name || '—');
    row('Relationship', relationship(p.guarantor.relationship));
    row('Occupation', p.guarantor.occupation || '—');
    row('Employer', p.guarantor.employer || '—');
  }
  if (p.rentRecord) {
    heading(`${PROFILE_SECTION_LABELS.rentRecord} (counted by RentNaija)`);
    for (const fact of renterFactRows(p.rentRecord)) row(fact.label, fact.value);
  }
  note(
    `Printed ${formatDateTime(printedAt)}. The identity and the rent record are kept by RentNaija and cannot be edited by the tenant; the other parts are the tenant’s own words. A guarantor confirms each application separately.`,
  );
  doc.end();
  return done;
}
