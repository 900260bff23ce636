/**
 * Paystack's inline checkout: its script is loaded only when a
 * payment starts and the server gave a public key (the page's CSP allows it only then), within
 * DELAYS.paymentScriptTimeout. The checkout is opened on the access code the server made, so
 * the amount and reference are the server's.
 */
import { DELAYS } from '@rentnaija/shared';

export const PAYSTACK_SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';

interface InlineCallbacks {
  /** The checkout form is on screen. */
  onLoad(transaction: unknown): void;
  onSuccess(transaction: { reference: string }): void;
  onCancel(): void;
  onError(error: { message?: string }): void;
}
interface PaystackPopup {
  resumeTransaction(accessCode: string, callbacks: InlineCallbacks): unknown;
}
export type PaystackPopConstructor = new () => PaystackPopup;

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor;
  }
}

export class PaymentScriptError extends Error {}

let loading: Promise<PaystackPopConstructor> | null = null;

/** Loads Paystack's inline script once; rejects with PaymentScriptError on failure or timeout. */
export function loadPaystack(
  timeoutMs: number = DELAYS.paymentScriptTimeout,
): Promise<PaystackPopConstructor> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  if (loading) return loading;
  loading = new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_SCRIPT_URL;
    script.async = true;
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new PaymentScriptError('Paystack inline script did not load'));
    };
    const timer = setTimeout(fail, timeoutMs);
    script.onerror = fail;
    script.onload = () => {
      clearTimeout(timer);
      loading = null;
      if (window.PaystackPop) resolve(window.PaystackPop);
      else fail();
    };
    document.head.append(script);
  });
  return loading;
}

export type InlineOutcome =
  | { kind: 'success'; reference: string }
  | { kind: 'cancelled' }
  /** The checkout could not open: the caller sends the payer to the hosted page instead. */
  | { kind: 'unavailable' };

/**
 * How long the popup may take to show its checkout form. A frame or request the page's CSP or
 * a network blocks may never call back at all: past this wait, the payer is sent to Paystack's
 * own page instead, so Pay is never left busy.
 */
export const POPUP_OPEN_TIMEOUT_MS = 5000;

/**
 * Opens the inline checkout on a transaction the server initialised; settles when it closes,
 * or as `unavailable` when it fails or has not shown its form within `openTimeoutMs`.
 */
export function openInlineCheckout(
  Pop: PaystackPopConstructor,
  accessCode: string,
  openTimeoutMs: number = POPUP_OPEN_TIMEOUT_MS,
): Promise<InlineOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: InlineOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(notOpened);
      resolve(outcome);
    };
    const notOpened = setTimeout(() => settle({ kind: 'unavailable' }), openTimeoutMs);
    try {
      new Pop().resumeTransaction(accessCode, {
        // On screen: the payer takes the time they need.
        onLoad: () => clearTimeout(notOpened),
        onSuccess: (tx) => settle({ kind: 'success', reference: tx.reference }),
        onCancel: () => settle({ kind: 'cancelled' }),
        onError: () => settle({ kind: 'unavailable' }),
      });
    } catch {
      settle({ kind: 'unavailable' });
    }
  });
}
