import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserDto, ViewingDto } from '@rentnaija/shared';
import { withFakeServer } from '../../app/testServer';
import { captureDownloads, fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { ScheduleView } from './index';

vi.mock('../../components/toast');

const server = withFakeServer();
const LANDLORD: UserDto = { ...TENANT, id: 'l1', name: 'Bola Adewale', role: 'landlord' };
const GOOGLE =
  'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Viewing&dates=20261201T093000Z%2F20261201T100000Z&ctz=Africa%2FLagos';

function viewing(over: Partial<ViewingDto> = {}): ViewingDto {
  return {
    id: 'v1',
    status: 'confirmed',
    viewingType: 'physical',
    viewingDate: '2026-12-01',
    viewingTime: '10:30',
    startsAt: '2026-12-01T09:30:00.000Z',
    tenantId: 'u1',
    tenantName: 'Ada Obi',
    tenantEmail: 'ada@example.com',
    tenantPhone: null,
    message: null,
    videoLink: null,
    hasVideoLink: false,
    requestedBy: 'tenant',
    property: { id: 'p1', title: 'Ikoyi penthouse', location: '4 Bourdillon Road', price: 500000 },
    canConfirm: false,
    canCancel: true,
    canEditVideoLink: false,
    googleCalendarUrl: GOOGLE,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...over,
  };
}

const card = (title: string) => screen.getByText(title).closest('.rv-card') as HTMLElement;

describe('Add to calendar', () => {
  for (const [who, user] of [
    ['tenant', TENANT],
    ['landlord', LANDLORD],
  ] as const) {
    it(`offers the ${who} the .ics and Google Calendar on a confirmed viewing only`, async () => {
      server.on('GET /api/viewings', {
        body: [
          viewing(),
          viewing({
            id: 'v2',
            status: 'pending',
            googleCalendarUrl: null,
            property: { id: 'p2', title: 'Yaba studio', location: 'Yaba', price: 200000 },
          }),
        ],
      });
      server.on('GET /api/viewings/:id/invite.ics', () => ({
        raw: new Response('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR', {
          status: 200,
          headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
        }),
      }));
      const { clicks, created } = captureDownloads();
      renderWithProviders(<ScheduleView />, {
        auth: fakeAuth({ user, status: 'authenticated' }),
      });
      await screen.findByText('Ikoyi penthouse');
      const confirmed = within(card('Ikoyi penthouse'));
      const google = confirmed.getByRole('link', { name: /Google Calendar/ });
      expect(google).toHaveAttribute('href', GOOGLE);
      expect(google).toHaveAttribute('target', '_blank');
      expect(within(card('Yaba studio')).queryByRole('button', { name: /Add to calendar/ })).toBe(
        null,
      );

      fireEvent.click(confirmed.getByRole('button', { name: /Add to calendar/ }));
      await waitFor(() => expect(clicks).toHaveLength(1));
      expect(clicks[0].download).toBe('viewing-2026-12-01-1030.ics');
      expect(await created[0].text()).toContain('BEGIN:VEVENT');
      expect(server.callsTo('GET /api/viewings/v1/invite.ics')).toHaveLength(1);
    });
  }

  it('opens the schedule on the viewing an email links to', async () => {
    server.on('GET /api/viewings', {
      body: [
        viewing(),
        viewing({
          id: 'v2',
          property: { id: 'p2', title: 'Yaba studio', location: 'Yaba', price: 200000 },
        }),
      ],
    });
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(<ScheduleView />, {
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
      route: '/schedule?viewing=v2',
    });
    await screen.findByText('Yaba studio');
    expect(card('Yaba studio')).toHaveAttribute('aria-current', 'true');
    expect(card('Ikoyi penthouse')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });
});
