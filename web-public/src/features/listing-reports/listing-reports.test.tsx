import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
