import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELAYS } from '@rentnaija/shared';
import { withFakeServer } from '../../../app/testServer';
import { renderWithProviders } from '../../../app/testUtils';
import { ContactForm } from './ContactForm';

const server = withFakeServer();
const sent = () => server.callsTo('POST /api/contact').map((call) => call.body);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillAndSend() {
  fireEvent.change(field('Full name'), { target: { value: 'Halima Sani' } });
  fireEvent.change(field('Email'), { target: { value: 'halima@example.com' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
  fireEvent.click(await screen.findByText('Payment Issues'));
  fireEvent.change(field('Subject'), { target: { value: 'Refund' } });
  fireEvent.change(field('Message'), { target: { value: 'Where is my refund?' } });
  fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
}

describe('ContactForm', () => {
  beforeEach(() => {
    server.on('POST /api/contact', {
      status: 201,
      body: { id: 'c1', reference: 'RN-3F2A9C', createdAt: '2026-11-20T09:00:00Z' },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps what was sent beside the 3 s success message, then clears the form', async () => {
    renderWithProviders(<ContactForm />);
    await fillAndSend();

    expect(await screen.findByText('Message sent! Thank you for contacting us.')).toBeVisible();
    expect(sent()).toEqual([
      {
        fullName: 'Halima Sani',
        email: 'halima@example.com',
        category: 'payment-issues',
        subject: 'Refund',
        message: 'Where is my refund?',
      },
    ]);
    // While the message shows, the form still holds the message, and cannot send it twice.
    expect(field('Subject').value).toBe('Refund');
    expect(field('Message').value).toBe('Where is my refund?');
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(DELAYS.contactSuccess - 200));
    expect(screen.getByText('Message sent! Thank you for contacting us.')).toBeVisible();
    expect(field('Full name').value).toBe('Halima Sani');

    await act(async () => vi.advanceTimersByTime(400));
    await waitFor(() =>
      expect(screen.queryByText('Message sent! Thank you for contacting us.')).toBeNull(),
    );
    for (const label of ['Full name', 'Email', 'Subject', 'Message']) {
      expect(field(label).value).toBe('');
    }
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
    expect(sent()).toHaveLength(1);
  }, 60_000);
});
