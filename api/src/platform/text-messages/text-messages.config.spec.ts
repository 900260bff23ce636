import { loadConfig } from '../../config/app.config.js';

describe('text message settings', () => {
  it('records texts in the sandbox unless Termii is chosen with its API key', () => {
    expect(loadConfig({}).texts.provider).toBe('sandbox');
    expect(() => loadConfig({ TEXT_PROVIDER: 'termii' })).toThrow(
      /TERMII_API_KEY is required when TEXT_PROVIDER=termii/,
    );
    expect(
      loadConfig({ TEXT_PROVIDER: 'termii', TERMII_API_KEY: 'key', TERMII_WHATSAPP_FROM: ' ' })
        .texts,
    ).toEqual({
      provider: 'termii',
      termii: { apiKey: 'key', senderId: 'RentNaija', baseUrl: 'https://v3.api.termii.com' },
    });
  });
});
