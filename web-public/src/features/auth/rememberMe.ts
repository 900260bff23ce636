/** With Remember me the flag and the email are kept in localStorage. */
const FLAG_KEY = 'rememberMe';
const EMAIL_KEY = 'savedEmail';

export function rememberLogin(remember: boolean, email: string): void {
  try {
    if (remember) {
      localStorage.setItem(FLAG_KEY, 'true');
      localStorage.setItem(EMAIL_KEY, email);
    } else {
      localStorage.removeItem(FLAG_KEY);
      localStorage.removeItem(EMAIL_KEY);
    }
  } catch {
    // storage unavailable
  }
}

export function rememberedLogin(): { remember: boolean; email: string } {
  try {
    return {
      remember: localStorage.getItem(FLAG_KEY) === 'true',
      email: localStorage.getItem(EMAIL_KEY) ?? '',
    };
  } catch {
    return { remember: false, email: '' };
  }
}
