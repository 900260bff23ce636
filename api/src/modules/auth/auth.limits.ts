import type { RateRule } from '../../common/rate-limit/rate-limiter.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Rate limits of the account routes. Many Nigerian mobile users share one public address
 * (carrier-grade NAT), so the limits that bite are per account (the email asked about); the
 * per-address ones are generous ceilings against floods. docs/0002 explains the figures.
 */

/** Failed sign-ins to one account from any address: the 10th locks it for the rest of the window. */
export const ACCOUNT_LOCKOUT: RateRule = {
  name: 'login-failures-account',
  points: 10,
  durationSeconds: 15 * MINUTE,
};

export const AUTH_LIMITS = {
  loginPerAddress: { name: 'login-address', points: 300, durationSeconds: 5 * MINUTE },
  refreshPerAddress: { name: 'refresh-address', points: 600, durationSeconds: 5 * MINUTE },
  registerPerEmail: { name: 'register-email', points: 5, durationSeconds: HOUR },
  registerPerAddress: { name: 'register-address', points: 100, durationSeconds: HOUR },
  confirmPerAddress: { name: 'confirm-address', points: 100, durationSeconds: 10 * MINUTE },
  resendPerEmail: { name: 'resend-email', points: 3, durationSeconds: HOUR },
  resendPerAddress: { name: 'resend-address', points: 100, durationSeconds: HOUR },
  forgotPerEmail: { name: 'forgot-email', points: 3, durationSeconds: HOUR },
  forgotPerAddress: { name: 'forgot-address', points: 100, durationSeconds: HOUR },
  resetPerAddress: { name: 'reset-address', points: 100, durationSeconds: 10 * MINUTE },
  resetCheckPerAddress: { name: 'reset-check-address', points: 100, durationSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
