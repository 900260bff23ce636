import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lagosToday, openSlots, VIEWING_MESSAGES } from '@rentnaija/shared';
import { toast } from '../../components/toast';
import { listing } from '../../app/testFixtures';
import { withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders } from '../../app/testUtils';
import { RequestViewingCard } from './index';

vi.mock('../../components/toast');
vi.setConfig({ testTimeout: 30_000 });

const server = withFakeServer();
const asTenant = () => fakeAuth({ user: TENANT, status: 'authenticated' });
const inDays = (days: number) => lagosToday(new Date(Date.now() + days * 86_400_000));

/** Opens the form and picks a date and its first open time. */
function fillIn() {
  fireEvent.click(screen.getByRole('button', { name: 'Request a viewing' }));
  const date = inDays(3);
  fireEvent.change(screen.getByLabelText('Viewing date'), { target: { value: date } });
  fireEvent.mouseDown(screen.getByLabelText('Viewing time'));
  const first = openSlots(date)[0];
  const option = [...document.querySelectorAll('.ant-select-item-option')].find(
    (o) => o.textContent === first,
  );
  fireEvent.click(option!);
  return { date, time: first };
}

describe('requesting a viewing', () => {
  it('sends one request for a double click on Send request and tells the tenant once', async () => {
    let open = () => {};
    const answered = new Promise<void>((resolve) => (open = resolve));
    server.on('POST /api/viewings', async ({ body }) => {
      await answered;
      return { status: 201, body: { id: 'v1', status: 'pending', ...(body as object) } };
    });
    renderWithProviders(<RequestViewingCard property={listing()} />, { auth: asTenant() });
    const { date, time } = fillIn();
    const send = screen.getByRole('button', { name: 'Send request' });
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    // Busy from the first tap.
    await waitFor(() => expect(send).toHaveClass('ant-btn-loading'));
    await act(async () => open());
    expect(await screen.findByText(VIEWING_MESSAGES.requested)).toBeInTheDocument();

    const posts = server.callsTo('POST /api/viewings');
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(posts[0].body).toMatchObject({ propertyId: 'p1', viewingDate: date, viewingTime: time });
    const keys = new Set(posts.map((c) => c.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{32}$/);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/already asked|Failed to request/)).not.toBeInTheDocument();
  });

  it('sends the same key again when the tenant retries after no answer, and a new one for a new request', async () => {
    let reachable = false;
    server.on('POST /api/viewings', ({ body }) =>
      reachable
        ? { status: 201, body: { id: 'v1', status: 'pending', ...(body as object) } }
        : {
            status: 503,
            body: {
              statusCode: 503,
              error: 'Service Unavailable',
              code: 'SERVICE_UNAVAILABLE',
              message: 'The service is briefly unavailable.',
            },
          },
    );
    renderWithProviders(<RequestViewingCard property={listing()} />, { auth: asTenant() });
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to request viewing');
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(VIEWING_MESSAGES.requested)).toBeInTheDocument();
    const [failed, retried] = server
      .callsTo('POST /api/viewings')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(retried).toBe(failed);
  });
});
