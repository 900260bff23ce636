/** Texts the server and the clients must agree on (spec/1 section 8, spec/2 section 8). */
export const MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  loginEmailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordWeak: 'Password does not meet requirements',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDontMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed:
    'Please confirm your email address before logging in. Check your email for a confirmation link.',
  tooManyLogins: 'Too many login attempts. Please wait a moment and try again.',
  sessionExpired: 'Session expired. Please login again.',
  accessDenied: 'Access denied. You do not have permission for this action.',
  serverError: 'Server error. Please try again later.',
  unexpected: 'An unexpected error occurred',
  registrationSuccess:
    'Registration successful! Please check your email for a confirmation link, then return to login.',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  bookmarkLoginRequired: 'User must be logged in to bookmark properties',
  bookmarkRemoveLoginRequired: 'User must be logged in to remove bookmarks',
  bookmarkToggleLoginRequired: 'User must be logged in to toggle bookmarks',
  deleteOwnOnly: 'You can only delete your own properties.',
} as const;
