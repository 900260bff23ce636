import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PAYMENT_CALLBACK_PATH, type PaymentVerifyResponse } from '@rentnaija/shared';
import { payment } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { paymentOutcome, shouldPollAgain, VERIFY_POLL_MS, VERIFY_POLLS } from './lib/outcome';
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

  it('treats a checkout the payer closed as cancelled, with the spec words', async () => {
    server.on(
      'GET /api/payments/verify/:reference',
      verified({ status: 'pending', gatewayStatus: 'abandoned' }),
    );
    renderCallback();
    await screen.findByText('Payment cancelled');
    expect(screen.getByText(MESSAGES.paymentCancelled)).toBeInTheDocument();
  });

  it('asks again while the payment is pending, then says it will be confirmed by email', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(
      'GET /api/payments/verify/:reference',
      verified({ status: 'pending', gatewayStatus: 'ongoing' }),
    );
    renderCallback();
    await screen.findByText('Confirming your payment with Paystack...');
    for (let i = 0; i < VERIFY_POLLS; i++) {
      await act(() => vi.advanceTimersByTimeAsync(VERIFY_POLL_MS));
    }
    await screen.findByText('We are still confirming your payment');
    expect(screen.getByText(/we will email you as soon as it is confirmed/)).toBeInTheDocument();
    const asked = server.callsTo('GET /api/payments/verify/RN-77').length;
    expect(asked).toBe(VERIFY_POLLS);
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_POLL_MS * 3));
    expect(server.callsTo('GET /api/payments/verify/RN-77')).toHaveLength(asked);
  });

  it('shows the success screen as soon as a later check finds the payment completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    server.on('GET /api/payments/verify/:reference', () =>
      ++asked < 2 ? verified({ status: 'pending', gatewayStatus: 'ongoing' }) : verified({}),
    );
    renderCallback();
    await screen.findByText('Confirming your payment with Paystack...');
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_POLL_MS));
    await screen.findByText('Booking & Payment Completed');
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
    expect(shouldPollAgain({ status: 'pending', gatewayStatus: 'ongoing' }, 1)).toBe(true);
    expect(shouldPollAgain({ status: 'pending', gatewayStatus: 'ongoing' }, VERIFY_POLLS)).toBe(
      false,
    );
    expect(shouldPollAgain({ status: 'failed', gatewayStatus: 'failed' }, 1)).toBe(false);
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
