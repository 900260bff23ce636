import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PAYMENT_CALLBACK_PATH, type PaymentVerifyResponse } from '@rentnaija/shared';
import { payment } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { ApiError } from '../../api/errors';
import {
  nextVerifyPoll,
  paymentOutcome,
  VERIFY_FIRST_POLL_MS,
  VERIFY_MAX_POLL_MS,
  VERIFY_POLLS,
  verifyPollDelay,
} from './lib/outcome';
import { loadPaystack, PAYSTACK_SCRIPT_URL, PaymentScriptError } from './lib/paystack';

const { PaymentCallbackView } = await import('./index');

const server = withFakeServer();
afterEach(() => {
  vi.useRealTimers();
});

const verified = (over: Partial<PaymentVerifyResponse>): { body: PaymentVerifyResponse } => ({
  body: { ...payment({ amount: 620_000, reference: 'RN-77' }), gatewayStatus: 'success', ...over },
});

function renderCallback(search = '?trxref=RN-77&reference=RN-77', role = TENANT.role) {
  return renderWithProviders(
    <Routes>
      <Route path={PAYMENT_CALLBACK_PATH} element={<PaymentCallbackView />} />
    </Routes>,
    {
      route: `${PAYMENT_CALLBACK_PATH}${search}`,
      auth: fakeAuth({ user: { ...TENANT, role }, status: 'authenticated' }),
    },
  );
}

describe('the payment callback', () => {
  it('asks the server to verify the reference and shows the paid total and the review promise', async () => {
    server.on('GET /api/payments/verify/:reference', verified({ status: 'completed' }));
    renderCallback();
    await screen.findByText('Booking & Payment Completed');
    expect(server.callsTo('GET /api/payments/verify/RN-77')).toHaveLength(1);
    expect(screen.getByText('₦620,000 paid')).toBeInTheDocument();
    expect(screen.getByText(/contact you within 24-48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse More Properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/tenant-dashboard',
    );
  });

  it('says a declined payment failed and offers to try again on the booking page', async () => {
    server.on(
      'GET /api/payments/verify/:reference',
      verified({ status: 'failed', gatewayStatus: 'failed' }),
    );
    renderCallback();
    await screen.findByText('Payment failed');
    expect(screen.getByRole('link', { name: /Try again/ })).toHaveAttribute(
      'href',
      '/payment/p1?application=a1',
    );
  });

  it('treats a checkout the payer closed as cancelled, in the shared words', async () => {
    server.on(
      'GET /api/payments/verify/:reference',
      verified({ status: 'pending', gatewayStatus: 'abandoned' }),
    );
    renderCallback();
    await screen.findByText('Payment cancelled');
    expect(screen.getByText(MESSAGES.paymentCancelled)).toBeInTheDocument();
  });

  const CONFIRMING = 'We’re confirming your payment…';
  /** Lets the page's next wait pass, after `answers` answers. */
  const nextPoll = (answers: number) =>
    act(() => vi.advanceTimersByTimeAsync(verifyPollDelay(answers)));

  it('keeps confirming while the payment is pending, asking again with growing waits, then says it will be confirmed by email', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(
      'GET /api/payments/verify/:reference',
      verified({ status: 'pending', gatewayStatus: null }),
    );
    renderCallback();
    await screen.findByText(CONFIRMING);
    const asked = () => server.callsTo('GET /api/payments/verify/RN-77').length;
    await waitFor(() => expect(asked()).toBe(1));
    // Not asked again before the first wait is over.
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_FIRST_POLL_MS - 200));
    expect(asked()).toBe(1);
    for (let answers = 1; answers < VERIFY_POLLS; answers++) {
      await nextPoll(answers);
      await waitFor(() => expect(asked()).toBe(answers + 1));
      if (answers < VERIFY_POLLS - 1) expect(screen.getByText(CONFIRMING)).toBeInTheDocument();
    }
    await screen.findByText('We are still confirming your payment');
    expect(screen.getByText(/we will email you as soon as it is confirmed/)).toBeInTheDocument();
    expect(screen.queryByText(/failed/i)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_MAX_POLL_MS * 3));
    expect(asked()).toBe(VERIFY_POLLS);
    // The payer may still ask.
    fireEvent.click(screen.getByRole('button', { name: /Check again/ }));
    await waitFor(() => expect(asked()).toBe(VERIFY_POLLS + 1));
  }, 15_000);

  it('keeps confirming through checks that get no answer or a server failure, and shows success once the payment completes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      apiError(503, 'SERVICE_UNAVAILABLE', 'Briefly unavailable'),
      verified({ status: 'pending', gatewayStatus: null }),
      apiError(502, 'SERVER_ERROR', 'Bad gateway'),
      verified({ status: 'completed' }),
    ];
    let call = 0;
    server.on('GET /api/payments/verify/:reference', () => answers[call++]);
    renderCallback();
    for (let answered = 1; answered < answers.length; answered++) {
      await waitFor(() => expect(call).toBe(answered));
      expect(await screen.findByText(CONFIRMING)).toBeInTheDocument();
      expect(screen.queryByText(/could not check|failed/i)).toBeNull();
      await nextPoll(answered);
    }
    await screen.findByText('Booking & Payment Completed');
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_MAX_POLL_MS * 2));
    expect(call).toBe(answers.length);
  });

  it("says so when the reference is not one of the payer's payments", async () => {
    server.on(
      'GET /api/payments/verify/:reference',
      apiError(404, 'PAYMENT_NOT_FOUND', 'Payment not found'),
    );
    renderCallback('?reference=RN-NOPE');
    await screen.findByText('We could not find this payment');
  });

  it('needs a reference', async () => {
    renderCallback('');
    await screen.findByText('No payment to check');
    expect(server.calls).toHaveLength(0);
  });
});

describe('what the callback makes of the server answer', () => {
  it('reads the payment status first, then the gateway word for a pending payment', () => {
    expect(paymentOutcome({ status: 'completed', gatewayStatus: 'success' })).toBe('completed');
    expect(paymentOutcome({ status: 'refunded', gatewayStatus: 'success' })).toBe('refunded');
    expect(paymentOutcome({ status: 'cancelled', gatewayStatus: null })).toBe('cancelled');
    expect(paymentOutcome({ status: 'pending', gatewayStatus: 'abandoned' })).toBe('cancelled');
    expect(paymentOutcome({ status: 'pending', gatewayStatus: null })).toBe('pending');
  });

  it('asks again with growing waits, up to a bound, while the payment may still complete', () => {
    const pending = { status: 'pending', gatewayStatus: 'ongoing' } as const;
    expect(nextVerifyPoll({ payment: pending, error: null, answers: 1 })).toBe(
      VERIFY_FIRST_POLL_MS,
    );
    const waits = Array.from({ length: VERIFY_POLLS - 1 }, (_, i) => verifyPollDelay(i + 1));
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(VERIFY_MAX_POLL_MS);
    expect(nextVerifyPoll({ payment: pending, error: null, answers: VERIFY_POLLS })).toBe(false);
    const noAnswer = new ApiError('The request timed out. Please try again.', 0, 'TIMEOUT');
    expect(nextVerifyPoll({ payment: undefined, error: noAnswer, answers: 1 })).toBe(
      VERIFY_FIRST_POLL_MS,
    );
    const refused = new ApiError('Payment not found', 404, 'PAYMENT_NOT_FOUND');
    expect(nextVerifyPoll({ payment: undefined, error: refused, answers: 1 })).toBe(false);
    const failed = { status: 'failed', gatewayStatus: 'failed' } as const;
    expect(nextVerifyPoll({ payment: failed, error: null, answers: 1 })).toBe(false);
  });
});

describe("Paystack's inline script", () => {
  afterEach(() => {
    delete window.PaystackPop;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('is loaded once, from js.paystack.co, when a checkout needs it', async () => {
    const first = loadPaystack(1000);
    const second = loadPaystack(1000);
    const scripts = document.head.querySelectorAll(`script[src="${PAYSTACK_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    class Pop {
      resumeTransaction() {}
    }
    window.PaystackPop = Pop;
    scripts[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Pop);
    await expect(second).resolves.toBe(Pop);
  });

  it('gives up after the timeout and can be tried again', async () => {
    vi.useFakeTimers();
    const loading = loadPaystack(10_000);
    const failed = expect(loading).rejects.toBeInstanceOf(PaymentScriptError);
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(document.head.querySelector(`script[src="${PAYSTACK_SCRIPT_URL}"]`)).toBeNull();
    void loadPaystack(10_000).catch(() => undefined);
    expect(document.head.querySelectorAll(`script[src="${PAYSTACK_SCRIPT_URL}"]`)).toHaveLength(1);
  });
});
