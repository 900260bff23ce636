import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsUrl, Matches } from 'class-validator';
import { defineConfig, IntegerVariable, invalidConfig, toBool } from '../../config/config-area.js';

class PaymentsVariables {
  @IsOptional()
  @Matches(/^sk_(test|live)_\w+$/, {
    message: 'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)',
  })
  PAYSTACK_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^pk_(test|live)_\w+$/, {
    message: 'PAYSTACK_PUBLIC_KEY must be a Paystack public key (pk_test_… or pk_live_…)',
  })
  PAYSTACK_PUBLIC_KEY?: string;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PAYSTACK_BASE_URL = 'https://api.paystack.co';

  @IntegerVariable(100, 60_000)
  PAYSTACK_TIMEOUT_MS = 10_000;

  /** The shorter wait of a Paystack call made while a person waits (start, the callback's check). */
  @IntegerVariable(100, 10_000)
  PAYSTACK_REQUEST_TIMEOUT_MS = 3_000;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  PAYMENTS_SANDBOX?: boolean;
}

export interface PaymentsConfig {
  /**
   * The payment gateway: Paystack when a secret key is set, else the built-in sandbox (a local
   * checkout page and signed webhooks; see docs/0013-payments-sandbox-and-states.md).
   */
  payments: {
    gateway: 'paystack' | 'sandbox';
    secretKey?: string;
    publicKey?: string;
    baseUrl: string;
    /** A call from a job or a sweep, which retries it. */
    timeoutMs: number;
    /** A call a person waits for (one try; the queued check retries). */
    requestTimeoutMs: number;
  };
}

export const paymentsConfig = defineConfig(PaymentsVariables, (vars, server): PaymentsConfig => {
  if (vars.PAYSTACK_SECRET_KEY && vars.PAYSTACK_PUBLIC_KEY) {
    const mode = (key: string) => key.split('_')[1];
    if (mode(vars.PAYSTACK_SECRET_KEY) !== mode(vars.PAYSTACK_PUBLIC_KEY)) {
      throw invalidConfig(
        'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must both be test keys or both live keys',
      );
    }
  }
  if (server.isProduction && !vars.PAYSTACK_SECRET_KEY && !vars.PAYMENTS_SANDBOX) {
    throw invalidConfig(
      'PAYSTACK_SECRET_KEY is required in production (or PAYMENTS_SANDBOX=true for a demo that takes no money)',
    );
  }
  return {
    payments: {
      gateway: vars.PAYSTACK_SECRET_KEY ? 'paystack' : 'sandbox',
      secretKey: vars.PAYSTACK_SECRET_KEY,
      publicKey: vars.PAYSTACK_PUBLIC_KEY,
      baseUrl: vars.PAYSTACK_BASE_URL.replace(/\/$/, ''),
      timeoutMs: vars.PAYSTACK_TIMEOUT_MS,
      requestTimeoutMs: vars.PAYSTACK_REQUEST_TIMEOUT_MS,
    },
  };
});
