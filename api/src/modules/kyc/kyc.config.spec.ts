import { loadConfig } from '../../config/app.config.js';

describe('NIN check settings', () => {
  it('answers from the sandbox registry unless a vendor is named with its credentials', () => {
    expect(loadConfig({}).ninVerification).toEqual({ vendor: 'sandbox', sandbox: true });
    expect(() =>
      loadConfig({ NIN_VERIFICATION_VENDOR: 'dojah', NIN_VERIFICATION_API_KEY: 'key' }),
    ).toThrow(
      /NIN_VERIFICATION_VENDOR=dojah needs NIN_VERIFICATION_API_KEY and NIN_VERIFICATION_APP_ID/,
    );
  });
});
