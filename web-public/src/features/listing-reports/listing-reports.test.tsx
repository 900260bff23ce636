import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_REPORT_PHOTO_MESSAGES } from '@rentnaija/shared';
import { apiError, withFakeServer } from '../../app/testServer';
import { renderWithProviders } from '../../app/testUtils';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { ReportListing } = await import('./index');
const { REPORT_MESSAGES } = await import('./components/ReportListing');

const server = withFakeServer();
afterEach(() => vi.clearAllMocks());

const send = () => fireEvent.click(screen.getByText('Send report').closest('button')!);

describe('reporting a listing', () => {
  it('opens from the link, asks for a reason and words for Other, then sends once', async () => {
    server.on('POST /api/properties/:id/reports', {
      status: 201,
      body: { id: 'r1', reason: 'other', createdAt: '2026-11-27T10:00:00Z' },
    });
    renderWithProviders(<ReportListing propertyId="p1" />);
    fireEvent.click(screen.getByText('Report this listing'));
    send();
    expect(await screen.findByText(REPORT_MESSAGES.reason)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Other'));
    send();
    expect(await screen.findByText(REPORT_MESSAGES.details)).toBeInTheDocument();
    expect(server.callsTo('POST /api/properties/p1/reports')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('What is wrong (required)'), {
      target: { value: 'The agent asked for ₦50,000 before showing it' },
    });
    send();
    expect(await screen.findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    const [call] = server.callsTo('POST /api/properties/p1/reports');
    expect(call.body).toEqual({
      reason: 'other',
      details: 'The agent asked for ₦50,000 before showing it',
    });
    expect(call.headers.get('idempotency-key')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(REPORT_MESSAGES.sent);
  });

  it('sends one photo with the report as a form, and refuses a file that is not a photo', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    server.on('POST /api/properties/:id/reports', {
      status: 201,
      body: { id: 'r2', reason: 'pay_before_viewing', createdAt: '2026-11-27T10:00:00Z' },
    });
    renderWithProviders(<ReportListing propertyId="p1" />);
    fireEvent.click(screen.getByText('Report this listing'));
    fireEvent.click(screen.getByText('Asked me to pay before a viewing or outside RentNaija'));
    const picker = screen.getByLabelText('Add a photo (optional)');
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF'], 'chat.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      LISTING_REPORT_PHOTO_MESSAGES.notAPhoto,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove chat.pdf' }));
    const chat = new File(['jpeg'], 'whatsapp.jpg', { type: 'image/jpeg' });
    fireEvent.change(picker, { target: { files: [chat] } });
    expect(await screen.findByRole('img', { name: 'whatsapp.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a photo (optional)' })).toBeDisabled();
    send();
    expect(await screen.findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    const [call] = server.callsTo('POST /api/properties/p1/reports');
    const form = call.body as FormData;
    expect(form.get('reason')).toBe('pay_before_viewing');
    expect(form.get('details')).toBeNull();
    expect((form.get('photo') as File).name).toBe('whatsapp.jpg');
  });

  it('says so when the person already reported the listing', async () => {
    server.on(
      'POST /api/properties/:id/reports',
      apiError(409, 'ALREADY_REPORTED', 'You have already reported this listing.'),
    );
    renderWithProviders(<ReportListing propertyId="p1" />);
    fireEvent.click(screen.getByText('Report this listing'));
    fireEvent.click(screen.getByText('Already let'));
    send();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(REPORT_MESSAGES.already),
    );
  });
});
