import { PDFDocument as EditablePdf } from '@cantoo/pdf-lib';
import {
  CHECK_IN_DAYS,
  DEDUCTION_RESPONSE_DAYS,
  DEDUCTION_WINDOW_DAYS,
  NORMAL_WEAR,
  formatDateTime,
  formatDay,
  formatNaira,
  moveInCost,
  statutoryNotice,
  type TenancyParty,
  tenancyReference,
} from '@rentnaija/shared';
import { createHash } from 'node:crypto';
import { startPdf } from '../payments/receipt-pdf.js';
import type { Tenancy } from './entities/tenancy.entity.js';
import { moveInLatest } from './tenancy.mapper.js';

/** What the agreement says: the tenancy, its listing, and each party's verified name. */
export interface AgreementData {
  tenancy: Tenancy;
  tenantName: string;
  landlordName: string;
  property: { title: string; address: string; location: string };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The tenancy agreement as a PDF. The same tenancy always gives the same bytes (its creation
 * date is the tenancy's, nothing random), so the hash each party signs can be checked again.
 */
export function agreementPdf({ tenancy: t, tenantName, landlordName, property }: AgreementData) {
  const ref = tenancyReference(t.id);
  const { doc, done } = startPdf(`Tenancy agreement ${ref}`, t.createdAt);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const heading = (text: string) => {
    doc
      .moveDown(0.8)
      .font('bold')
      .fontSize(12)
      .fillColor('#111')
      .text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const para = (text: string) =>
    doc
      .font('body')
      .fontSize(10)
      .fillColor('#111')
      .text(text, left, doc.y, { width })
      .moveDown(0.4);

  const cost = moveInCost(t.money);
  const term = `${t.termMonths} month${t.termMonths === 1 ? '' : 's'}`;
  const start = t.moveInDate
    ? `from ${formatDay(t.moveInDate)} to ${formatDay(t.endDate ?? t.moveInDate)}`
    : `from the move-in date the Tenant chooses between ${formatDay(t.moveInEarliest)} and ${formatDay(moveInLatest(t))}`;

  doc.font('bold').fontSize(20).fillColor('#0f766e').text('RentNaija', left, 56);
  doc.moveDown(0.5).font('bold').fontSize(16).fillColor('#111').text('Tenancy agreement');
  para(`Reference ${ref}, made on ${formatDateTime(t.createdAt)}.`);

  heading('1. The parties');
  para(`Landlord: ${landlordName}.`);
  para(`Tenant: ${tenantName}.`);
  para('Each party is named as on their identity verified by RentNaija.');

  heading('2. The premises');
  para(`${property.title}, ${property.address || property.location}.`);

  heading('3. Term');
  para(`A tenancy of ${term}, ${start}.`);

  heading('4. Rent and what it covers');
  const item = (key: string) => cost.items.find((i) => i.key === key)?.amount ?? 0;
  para(
    `Rent is ${formatNaira(t.money.price)} a month. The Tenant has paid ${formatNaira(item('rent'))} in advance, covering ${term} of rent for the use and quiet enjoyment of the premises.`,
  );
  if (t.money.serviceCharge > 0) {
    para(
      `Service charge: ${formatNaira(t.money.serviceCharge)} a month (${formatNaira(item('serviceCharge'))} paid for ${term}), for the common services of the building.`,
    );
  }
  if (t.money.agencyFee > 0) para(`Agency fee: ${formatNaira(t.money.agencyFee)}.`);
  if (t.money.legalFee > 0) para(`Legal fee: ${formatNaira(t.money.legalFee)}.`);
  para(`Total paid to move in: ${formatNaira(t.moveInTotal || cost.total)}.`);

  heading('5. Caution deposit');
  para(
    `The Tenant has paid a caution deposit of ${formatNaira(t.money.securityDeposit)}. It is returned to the Tenant at the end of the tenancy, less only deductions for damage beyond fair wear and tear or sums unpaid under this agreement, each itemised to the Tenant and either accepted by the Tenant or decided by RentNaija staff after hearing both parties.`,
  );
  para(
    `The Tenant records the condition of each room in a check-in report within ${CHECK_IN_DAYS} days of moving in, and both parties record it again in a check-out report; each may add to the other's and sign. The Landlord may propose deductions within ${DEDUCTION_WINDOW_DAYS} days of the move-out date, with evidence; the Tenant accepts or disputes each within ${DEDUCTION_RESPONSE_DAYS} days (silence accepts), and without deductions the whole deposit is returned. ${NORMAL_WEAR}`,
  );

  heading('6. House rules');
  para(
    'The Tenant keeps the premises clean and in good repair, does not sublet or assign them without the written consent of the Landlord, does not cause nuisance to neighbours, and follows the rules of the building as the listing states them. The Landlord keeps the structure and installations in repair and respects the Tenant’s quiet enjoyment, entering only with reasonable notice.',
  );

  heading('7. Notice');
  para(
    `Under the Tenancy Law of Lagos State 2011, either party ends this tenancy of ${term} by a written notice of ${statutoryNotice(t.termMonths)}, and the Landlord recovers possession only by the procedure that law sets out. No rent is payable more than 12 months in advance.`,
  );

  heading('8. The money held by RentNaija');
  para(
    'RentNaija holds the money the Tenant paid. The rent and fees are released to the Landlord 24 hours after the Tenant confirms receipt of the keys (or 72 hours after the move-in date if the Tenant says nothing); a problem reported by the Tenant in that time holds the release until it is resolved. The caution deposit is held until the end of the tenancy. If the Landlord does not countersign this agreement within 48 hours of the Tenant’s signature, the Tenant may cancel and is refunded in full.',
  );

  heading('9. Signatures');
  para(
    'Each party signs electronically in the RentNaija app by typing their full name and confirming their consent. The signatures, with the SHA-256 of this document, are listed on a page added after it.',
  );
  doc.end();
  return done;
}

export interface SignatureLine {
  party: TenancyParty;
  name: string;
  signedAt: Date;
  ip: string | null;
}

/** The signed agreement: the document's exact bytes with a last page listing each signature. */
export async function signedAgreementPdf(
  document: Buffer,
  hash: string,
  signatures: SignatureLine[],
  ref: string,
): Promise<Buffer> {
  const { doc, done } = startPdf(`Signatures of ${ref}`);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(16).fillColor('#111').text(`Signatures of agreement ${ref}`, left, 56);
  doc.moveDown(0.8).font('body').fontSize(10).text('SHA-256 of the document signed:');
  doc.font('bold').fontSize(9).text(hash, { width }).moveDown(1);
  for (const s of signatures) {
    doc
      .font('bold')
      .fontSize(11)
      .text(s.party === 'tenant' ? 'Tenant' : 'Landlord');
    doc
      .font('body')
      .fontSize(10)
      .text(`Signed by ${s.name} on ${formatDateTime(s.signedAt)}${s.ip ? ` from ${s.ip}` : ''}.`, {
        width,
      })
      .moveDown(0.6);
  }
  if (signatures.length < 2) doc.font('body').fontSize(10).text('Awaiting the other party.');
  doc.end();
  const merged = await EditablePdf.load(document);
  const page = await EditablePdf.load(await done);
  for (const p of await merged.copyPages(page, page.getPageIndices())) merged.addPage(p);
  return Buffer.from(await merged.save({ useObjectStreams: false }));
}
