import { paymentMethodLabel } from '@rentnaija/shared';
import { PDFParse } from 'pdf-parse';
import { receiptPdf, refundReceiptPdf, type ReceiptData } from './receipt-pdf.js';

async function text(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const receipt: ReceiptData = {
  reference: 'RN-1764000000000-ABCD',
  amount: 650_000,
  breakdown: [{ key: 'rent', label: "First month's rent", amount: 650_000, refundable: false }],
  paidAt: new Date('2026-11-20T10:00:00Z'),
  paymentMethod: 'bank_transfer',
  gatewayTransactionId: '4099260516',
  tenant: { name: 'Chioma Eze', email: 'chioma@example.com' },
  landlord: { name: 'Babatunde Adeyemi' },
  property: { title: 'Two-bedroom flat', location: 'Yaba, Lagos' },
};

describe('receipts', () => {
  it('name the Paystack reference and transaction, and the method as people read it', async () => {
    for (const pdf of [
      await receiptPdf(receipt),
      await refundReceiptPdf({
        ...receipt,
        refunds: [
          { processedAt: new Date('2026-11-22T10:00:00Z'), reason: 'Declined', amount: 650_000 },
        ],
      }),
    ]) {
      const body = await text(pdf);
      expect(body).toContain('Paystack reference');
      expect(body).toContain('RN-1764000000000-ABCD');
      expect(body).toContain('Paystack transaction');
      expect(body).toContain('4099260516');
      expect(body).toContain('Bank transfer');
      expect(body).not.toContain('bank transfer');
    }
  });

  it('capitalises payment methods', () => {
    expect(['card', 'bank_transfer', 'ussd', 'mobile_money', null].map(paymentMethodLabel)).toEqual(
      ['Card', 'Bank transfer', 'USSD', 'Mobile money', null],
    );
  });
});
