import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_MESSAGES as M,
  applicationStepErrors,
  MESSAGES,
  type UserDto,
} from '@rentnaija/shared';
import { application, listing, renterProfile } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { toast } from '../../components/toast';

const leave = vi.hoisted(() => ({ leaveFor: vi.fn() }));
vi.mock('../../components/toast');
vi.mock('./lib/leave', () => leave);

const { BookingView } = await import('./index');
const { paymentStartError } = await import('./components/PaymentStep');
const { POPUP_OPEN_TIMEOUT_MS } = await import('./lib/paystack');
const { ApiError } = await import('../../api/errors');

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const server = withFakeServer();
beforeEach(() => {
  server.on('GET /api/properties/:id', { body: listing() });
  server.on('GET /api/renter-profile/me', { body: renterProfile() });
  server.on('GET /api/applications/mine', {
    body: { data: [], counts: { all: 0, pending: 0, under_review: 0, approved: 0, rejected: 0 } },
  });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

function renderBooking(user: UserDto | null = TENANT, route = '/payment/p1') {
  return renderWithProviders(
    <Routes>
      <Route path="/payment/callback" element={<Where />} />
      <Route path="/payment/:propertyId" element={<BookingView propertyId="p1" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    {
      route,
      auth: fakeAuth(user ? { user, status: 'authenticated' } : { status: 'anonymous' }),
    },
  );
}

const errorBox = () => screen.getByRole('alert', { name: 'Please fix the following errors:' });
const listed = () =>
  within(errorBox())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillPersonal() {
  await screen.findByText('Step 1 of 4');
  type('First name', 'Ada');
  type('Last name', 'Obi');
  type('Phone number', '08031234567');
  type('Date of birth', '1994-05-21');
  type('Occupation', 'Engineer');
  type('Employer', 'Andela');
  type('Monthly income', '900000');
  type('NIN number', '12345678901');
}
function fillReference() {
  type('Reference name', 'Emeka Obi');
  type('Reference phone', '08020000000');
  type('Reference email', 'emeka@example.com');
  chooseRelationship('Employer');
}
function fillGuarantor() {
  type('Guarantor name', 'Ngozi Okafor');
  type('Guarantor phone', '08090000000');
  type('Guarantor email', 'ngozi@example.com');
  chooseRelationship('Family');
  type('Guarantor occupation', 'Civil servant');
  type('Guarantor employer', 'Ministry of Works');
  type('Guarantor NIN number', '10987654321');
}
async function toGuarantorStep() {
  await fillPersonal();
  next();
  await screen.findByText('Step 2 of 4');
  fillReference();
  next();
  await screen.findByText('Step 3 of 4');
}
const save = () => fireEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
function chooseRelationship(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('Relationship to you'));
  const options = document.querySelectorAll('.ant-select-item-option');
  const option = [...options].find((o) => o.textContent === label);
  fireEvent.click(option!);
}

describe('the booking page gate', () => {
  it('sends a visitor to /login with the toast, remembering the booking page', async () => {
    renderBooking(null, '/payment/p1?application=a1');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(toast.error).toHaveBeenCalledWith('You must be logged in to book a property');
    expect(sessionStorage.getItem('intendedDestination')).toBe('/payment/p1?application=a1');
  });

  it("shows 'Property Not Found' with a link home for an unknown listing", async () => {
    server.on('GET /api/properties/:id', apiError(404, 'PROPERTY_NOT_FOUND', 'Property not found'));
    renderBooking();
    await screen.findByText('Property Not Found');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('tells a landlord that booking is for tenants, with no form', async () => {
    renderBooking({ ...TENANT, id: 'l2', role: 'landlord' });
    await screen.findByText('Booking is for tenant accounts');
    expect(screen.queryByText('Step 1 of 4')).not.toBeInTheDocument();
  });

  it('links back to the listing', async () => {
    renderBooking();
    const back = await screen.findByRole('link', { name: /Back to property/ });
    expect(back).toHaveAttribute('href', '/property/p1');
  });
});

describe('the booking steps', () => {
  it('lists the shared rules of step 1 in a red box when Next is pressed on an empty form', async () => {
    renderBooking({ ...TENANT, name: '', phone: null });
    await screen.findByText('Step 1 of 4');
    type('Email', '');
    next();
    expect(screen.getByText('Please fix the following errors:')).toBeInTheDocument();
    expect(listed()).toEqual(applicationStepErrors('personal', {}).map((e) => e.message));
    expect(listed()).toContain(M.ninRequired);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('keeps NIN inputs to 11 digits and says when fewer are given', async () => {
    renderBooking();
    await fillPersonal();
    const nin = screen.getByLabelText('NIN number');
    expect(nin).toHaveAttribute('maxLength', '11');
    type('NIN number', '1234a56-7890');
    expect(nin).toHaveValue('1234567890');
    next();
    expect(listed()).toEqual([M.ninLength]);
    type('NIN number', '12345678901');
    expect(screen.queryByText('Please fix the following errors:')).not.toBeInTheDocument();
    next();
    await screen.findByText('Step 2 of 4');
  });

  it('checks the reference and guarantor steps with their own messages', async () => {
    renderBooking();
    await fillPersonal();
    next();
    await screen.findByText('Step 2 of 4');
    next();
    expect(listed()).toEqual([
      M.referenceNameRequired,
      M.referencePhoneRequired,
      M.referenceEmailRequired,
      M.referenceRelationshipRequired,
    ]);
    fillReference();
    next();
    await screen.findByText('Step 3 of 4');
    type('Guarantor NIN number', '123');
    save();
    expect(listed()).toContain(M.guarantorNameRequired);
    expect(listed()).toContain(M.guarantorNinLength);
    expect(listed()).toContain(M.guarantorRelationshipRequired);
    expect(server.callsTo('POST /api/applications')).toHaveLength(0);
  });

  it('saves the application after step 3, says the guarantor is emailed, and opens step 4', async () => {
    server.on('POST /api/applications', ({ body }) => ({
      status: 201,
      body: application({ ...(body as object), id: 'a9' }),
    }));
    renderBooking();
    await toGuarantorStep();
    expect(screen.getByText('Your guarantor will receive an email to confirm')).toBeInTheDocument();
    fillGuarantor();
    save();
    await screen.findByText('Step 4 of 4');
    const [sent] = server.callsTo('POST /api/applications');
    expect(sent.body).toMatchObject({
      propertyId: 'p1',
      monthlyIncome: 900000,
      ninNumber: '12345678901',
      guarantorNinNumber: '10987654321',
      referenceRelationship: 'employer',
      guarantorRelationship: 'family',
    });
    expect(screen.getByText('Application saved')).toBeInTheDocument();
    expect(screen.getByText(/We emailed Ngozi Okafor \(ngozi@example.com\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it("takes the server's field errors back to their step", async () => {
    server.on(
      'POST /api/applications',
      apiError(400, 'VALIDATION_FAILED', M.guarantorIsApplicant, [
        { field: 'guarantorNinNumber', message: M.guarantorIsApplicant },
      ]),
    );
    renderBooking();
    await toGuarantorStep();
    fillGuarantor();
    save();
    await waitFor(() => expect(listed()).toEqual([M.guarantorIsApplicant]));
  });

  it('continues with the open application when the server says one exists (409)', async () => {
    let saved = false;
    server.on('POST /api/applications', () => {
      saved = true;
      return apiError(409, 'APPLICATION_EXISTS', 'You already have an open application.');
    });
    server.on('GET /api/applications/mine', () => ({
      body: {
        data: saved ? [application({ id: 'a7' })] : [],
        counts: { all: 0, pending: 0, under_review: 0, approved: 0, rejected: 0 },
      },
    }));
    renderBooking();
    await toGuarantorStep();
    fillGuarantor();
    save();
    await screen.findByText('Step 4 of 4');
    expect(toast.info).toHaveBeenCalledWith(
      'You already applied for this home: continue with that application.',
    );
  });
});

describe('step 4, Complete Your Payment', () => {
  beforeEach(() => {
    server.on('GET /api/applications/mine', {
      body: {
        data: [application({ id: 'a1' })],
        counts: { all: 1, pending: 1, under_review: 0, approved: 0, rejected: 0 },
      },
    });
  });

  it("opens at step 4 for the tenant's unpaid application and shows rent, deposit and total", async () => {
    renderBooking();
    await screen.findByText('Step 4 of 4');
    const pay = screen.getByLabelText('Your payment');
    expect(pay).toHaveTextContent("First month's rent₦300,000");
    expect(pay).toHaveTextContent('Caution deposit (refundable)₦300,000');
    expect(pay).toHaveTextContent('Total₦620,000');
  });

  it('sends the payer to the checkout page when the server gives no public key', async () => {
    server.on('POST /api/payments/initialize', {
      status: 201,
      body: {
        paymentId: 'pay1',
        reference: 'RN-1',
        authorizationUrl: 'http://localhost/api/payments/sandbox/checkout/ac_1',
        accessCode: 'ac_1',
        publicKey: null,
        amount: 620000,
        email: 'ada@example.com',
        breakdown: [],
      },
    });
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(leave.leaveFor).toHaveBeenCalledWith(
        'http://localhost/api/payments/sandbox/checkout/ac_1',
      ),
    );
    expect(server.callsTo('POST /api/payments/initialize')[0].body).toEqual({
      applicationId: 'a1',
    });
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
  });

  describe("with a public key: Paystack's inline checkout", () => {
    const inline = {
      status: 201,
      body: {
        paymentId: 'pay1',
        reference: 'RN-INLINE',
        authorizationUrl: 'https://checkout.paystack.com/ac_2',
        accessCode: 'ac_2',
        publicKey: 'pk_test_1',
        amount: 620000,
        email: 'ada@example.com',
        breakdown: [],
      },
    };
    const opened: string[] = [];
    function paystackAnswers(answer: 'success' | 'cancel' | 'error') {
      window.PaystackPop = class {
        resumeTransaction(
          accessCode: string,
          callbacks: {
            onSuccess(tx: { reference: string }): void;
            onCancel(): void;
            onError(e: unknown): void;
          },
        ) {
          opened.push(accessCode);
          if (answer === 'success') callbacks.onSuccess({ reference: 'RN-INLINE' });
          else if (answer === 'cancel') callbacks.onCancel();
          else callbacks.onError({ message: 'blocked' });
        }
      };
    }
    beforeEach(() => {
      opened.length = 0;
      server.on('POST /api/payments/initialize', inline);
    });
    afterEach(() => {
      delete window.PaystackPop;
      document.head.querySelectorAll('script').forEach((s) => s.remove());
    });

    it('opens the popup on the server access code and goes to the callback on success', async () => {
      paystackAnswers('success');
      renderBooking();
      fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
      await waitFor(() =>
        expect(screen.getByTestId('where')).toHaveTextContent(
          '/payment/callback?reference=RN-INLINE',
        ),
      );
      expect(opened).toEqual(['ac_2']);
      expect(leave.leaveFor).not.toHaveBeenCalled();
    });

    it('says the payment was cancelled when the popup is closed', async () => {
      paystackAnswers('cancel');
      renderBooking();
      fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
      await screen.findByText(MESSAGES.paymentCancelled);
      expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    });

    it("falls back to Paystack's page when the popup cannot open", async () => {
      paystackAnswers('error');
      renderBooking();
      fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
      await waitFor(() =>
        expect(leave.leaveFor).toHaveBeenCalledWith('https://checkout.paystack.com/ac_2'),
      );
    });

    it("sends the payer to Paystack's page when the popup has not shown its form within a few seconds", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      // A blocked frame: the popup neither loads nor errors.
      window.PaystackPop = class {
        resumeTransaction(accessCode: string) {
          opened.push(accessCode);
        }
      };
      renderBooking();
      fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
      await waitFor(() => expect(opened).toEqual(['ac_2']));
      await act(() => vi.advanceTimersByTimeAsync(POPUP_OPEN_TIMEOUT_MS - 500));
      expect(leave.leaveFor).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(leave.leaveFor).toHaveBeenCalledWith('https://checkout.paystack.com/ac_2');
    });

    it('leaves the payer all the time they need once the popup shows its form', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let finish: ((tx: { reference: string }) => void) | undefined;
      window.PaystackPop = class {
        resumeTransaction(
          _accessCode: string,
          callbacks: { onLoad(tx: unknown): void; onSuccess(tx: { reference: string }): void },
        ) {
          callbacks.onLoad({ id: 1 });
          finish = callbacks.onSuccess;
        }
      };
      renderBooking();
      fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
      await waitFor(() => expect(finish).toBeDefined());
      await act(() => vi.advanceTimersByTimeAsync(POPUP_OPEN_TIMEOUT_MS * 6));
      expect(leave.leaveFor).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
      act(() => finish!({ reference: 'RN-INLINE' }));
      await waitFor(() =>
        expect(screen.getByTestId('where')).toHaveTextContent(
          '/payment/callback?reference=RN-INLINE',
        ),
      );
    });

    it('says the payment system could not be loaded when the script fails', async () => {
      renderBooking();
      fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
      await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
      document.head.querySelector('script')!.dispatchEvent(new Event('error'));
      await screen.findByText(MESSAGES.paymentScriptFailed);
    });
  });

  it('says Paystack could not open the checkout when the server answers 503, and frees Pay', async () => {
    const words =
      'Failed to initialize payment: Paystack could not open the checkout just now. No money was taken; please try again in a moment.';
    server.on('POST /api/payments/initialize', apiError(503, 'PAYMENT_GATEWAY_UNAVAILABLE', words));
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await screen.findByText(words);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(leave.leaveFor).not.toHaveBeenCalled();
  });

  it("shows the server's refusal when the checkout cannot start", async () => {
    server.on(
      'POST /api/payments/initialize',
      apiError(409, 'LISTING_NOT_AVAILABLE', 'This home is no longer available.'),
    );
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await screen.findByText('This home is no longer available.');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});

describe('the words for a checkout that could not start', () => {
  it('asks to sign in again on an expired session, and says why otherwise', () => {
    expect(paymentStartError(new ApiError('x', 401, 'SESSION_EXPIRED'))).toBe(
      MESSAGES.paymentAuthRequired,
    );
    expect(paymentStartError(new ApiError('x', 502, 'SERVER_ERROR'))).toBe(
      'HTTP 502: Failed to initialize payment',
    );
    expect(paymentStartError(new ApiError('Already paid.', 409, 'APPLICATION_ALREADY_PAID'))).toBe(
      'Already paid.',
    );
    expect(
      paymentStartError(new ApiError('The request timed out. Please try again.', 0, 'TIMEOUT')),
    ).toBe('Failed to initialize payment. The request timed out. Please try again.');
  });
});
