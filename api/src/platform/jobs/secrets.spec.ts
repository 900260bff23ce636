import { loadConfig } from '../../config/app.config.js';
import { maskSecret, REDACTED, SecretBox, secret } from './secrets.js';

describe('SecretBox', () => {
  const box = new SecretBox(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }));
  const link = 'https://rentnaija.ng/reset-password?token=Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4';

  it('stores no trace of the secret, only its ciphertext and a masked form', () => {
    const sealed = box.seal({ name: 'Ada', link: secret(link), nested: [{ url: secret(link) }] });
    const json = JSON.stringify(sealed);
    expect(json).not.toContain('Zm9vYmFy');
    expect(sealed.name).toBe('Ada');
    expect(box.redact(sealed)).toEqual({
      name: 'Ada',
      link: 'https://rentnaija.ng/reset-password?token=REDACTED',
      nested: [{ url: 'https://rentnaija.ng/reset-password?token=REDACTED' }],
    });
    expect(box.reveal(sealed)).toEqual({ name: 'Ada', link, nested: [{ url: link }] });
  });

  it('cannot open a value sealed under another JWT_SECRET', () => {
    const other = new SecretBox(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(40) }));
    expect(() => other.reveal(box.seal({ link: secret(link) }))).toThrow(/JWT_SECRET/);
  });

  it('masks token-like path segments and every query value', () => {
    expect(maskSecret('http://localhost:3000/guarantor/AbCdEfGhIjKlMnOpQrSt_123')).toBe(
      `http://localhost:3000/guarantor/${REDACTED}`,
    );
    expect(maskSecret('http://localhost:3000/auth/callback?token=abc&next=%2F')).toBe(
      `http://localhost:3000/auth/callback?token=${REDACTED}&next=${REDACTED}`,
    );
    expect(maskSecret('not a url')).toBe(REDACTED);
  });
});
