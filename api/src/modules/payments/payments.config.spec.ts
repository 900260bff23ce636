import { loadConfig } from '../../config/app.config.js';

describe('payment settings', () => {
  it('takes payments through the sandbox until a Paystack secret key is set', () => {
    expect(loadConfig({}).payments).toMatchObject({
      gateway: 'sandbox',
      baseUrl: 'https://api.paystack.co',
    });
    expect(
      loadConfig({
        PAYSTACK_SECRET_KEY: 'sk_test_abc',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/',
      }).payments,
    ).toMatchObject({ gateway: 'paystack', baseUrl: 'http://127.0.0.1:4010' });
  });

  it('refuses keys of different modes and a malformed key', () => {
    expect(() =>
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYSTACK_PUBLIC_KEY: 'pk_live_abc' }),
    ).toThrow(
      /PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must both be test keys or both live keys/,
    );
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /PAYSTACK_SECRET_KEY="pk_test_abc": PAYSTACK_SECRET_KEY must be a Paystack secret key/,
    );
  });
});
