import { accountNameMatches } from './account-name-match.js';

describe('accountNameMatches', () => {
  it('accepts the same person whatever the case, order, accents and middle names', () => {
    expect(accountNameMatches('ADEYEMI BABATUNDE', ['Babatunde Adeyemi'])).toBe(true);
    expect(accountNameMatches('ADEYEMI, BABATUNDE OLUWASEUN', ['Babatunde Adeyemi'])).toBe(true);
    expect(accountNameMatches('Adébáyọ̀ Ogunleye', ['adebayo ogunleye'])).toBe(true);
    expect(accountNameMatches('OKONKWO-EZE NGOZI', ['Ngozi Okonkwo'])).toBe(true);
  });

  it('accepts the name the registry holds when the typed one differs', () => {
    expect(
      accountNameMatches('OGUNLEYE ADEBAYO OLUMIDE', ['Bayo Ogunleye', 'Adebayo Olumide Ogunleye']),
    ).toBe(true);
  });

  it('refuses another person, a missing surname, or a single word', () => {
    expect(accountNameMatches('TUNDE BAKARE', ['Babatunde Adeyemi'])).toBe(false);
    expect(accountNameMatches('BABATUNDE', ['Babatunde Adeyemi'])).toBe(false);
    expect(accountNameMatches('ADEYEMI PROPERTIES', ['Adeyemi'])).toBe(false);
    expect(accountNameMatches('ADEYEMI BABATUNDE', [null])).toBe(false);
  });
});
