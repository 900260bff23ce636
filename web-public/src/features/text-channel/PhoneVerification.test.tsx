import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TextPreferencesDto } from '@rentnaija/shared';
import { toast } from '../../components/toast';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { TextChannelPrompt, TextChannelSettings } from './index';

vi.mock('../../components/toast');

const server = withFakeServer();
const signedIn = () => fakeAuth({ user: TENANT, status: 'authenticated' });
const prefs = (over: Partial<TextPreferencesDto> = {}): TextPreferencesDto => ({
  phone: null,
  phoneVerified: false,
  phoneVerifiedAt: null,
  sms: false,
  whatsapp: false,
  ...over,
});
const title = 'Get the alerts you cannot miss by WhatsApp or SMS';

afterEach(() => localStorage.clear());

describe('phone verification', () => {
  it('asks on the dashboard, sends the code by the chosen channel and turns texts on', async () => {
    server.on('GET /api/users/me/text-channels', { body: prefs() });
    server.on('POST /api/users/me/phone/verify', {
      body: { phone: '+2348031234567', expiresAt: '2026-12-01T10:10:00Z' },
    });
    server.on('POST /api/users/me/phone/confirm', ({ body }) =>
      (body as { code: string }).code === '123456'
        ? {
            body: prefs({
              phone: '+2348031234567',
              phoneVerified: true,
              phoneVerifiedAt: '2026-12-01T10:01:00Z',
              sms: true,
            }),
          }
        : apiError(
            400,
            'VALIDATION_FAILED',
            'That code is not right. Check the text and try again.',
          ),
    );
    renderWithProviders(<TextChannelPrompt context="dashboard" />, { auth: signedIn() });
    expect(await screen.findByText(title)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0803 123 4567' } });
    fireEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    expect(server.callsTo('POST /api/users/me/phone/verify')[0].body).toEqual({
      phone: '0803 123 4567',
      channel: 'sms',
    });
    expect(screen.getByText(/sent by SMS to \+2348031234567/)).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');

    fireEvent.change(code, { target: { value: '12a3456' } });
    expect(code).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Phone verified: your texts now come by SMS');
  });

  it('refuses a number that is not Nigerian before sending anything', async () => {
    server.on('GET /api/users/me/text-channels', { body: prefs() });
    renderWithProviders(<TextChannelPrompt context="booking" />, { auth: signedIn() });
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a Nigerian phone number');
    expect(server.callsTo('POST /api/users/me/phone/verify')).toHaveLength(0);
  });

  it('stays away once the phone is verified, or after Not now', async () => {
    server.on('GET /api/users/me/text-channels', { body: prefs() });
    const first = renderWithProviders(<TextChannelPrompt context="dashboard" />, {
      auth: signedIn(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<TextChannelPrompt context="dashboard" />, { auth: signedIn() });
    await waitFor(() => expect(server.callsTo('GET /api/users/me/text-channels')).toHaveLength(2));
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('shows a verified phone in Settings with WhatsApp on and SMS off', async () => {
    server.on('GET /api/users/me/text-channels', {
      body: prefs({
        phone: '+2348031234567',
        phoneVerified: true,
        phoneVerifiedAt: '2026-12-01T10:01:00Z',
        whatsapp: true,
      }),
    });
    server.on('PATCH /api/users/me/text-channels', ({ body }) => ({
      body: prefs({ phone: '+2348031234567', phoneVerified: true, ...(body as object) }),
    }));
    renderWithProviders(<TextChannelSettings />, { auth: signedIn() });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    const [whatsapp, sms] = screen.getAllByRole('switch');
    expect(whatsapp).toBeChecked();
    expect(sms).not.toBeChecked();
    fireEvent.click(whatsapp);
    await waitFor(() =>
      expect(server.callsTo('PATCH /api/users/me/text-channels')[0]?.body).toEqual({
        whatsapp: false,
      }),
    );
    expect(await screen.findByText(/Texts are off/)).toBeInTheDocument();
  });
});
