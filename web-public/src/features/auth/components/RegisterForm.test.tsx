import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rentnaija/shared';
import { renderWithProviders } from '../../../app/testUtils';
import { RegisterForm, canSubmitRegistration } from './RegisterForm';

afterEach(() => vi.unstubAllGlobals());

/** Fills every field of the form with valid values. */
function fillValidForm() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Obi' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Rentals#2026' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), {
    target: { value: 'Rentals#2026' },
  });
}

describe('canSubmitRegistration', () => {
  it('needs every password rule and a matching confirmation', () => {
    expect(canSubmitRegistration('Rentals#2026', 'Rentals#2026')).toBe(true);
    expect(canSubmitRegistration('Rentals#2026', 'Rentals#2025')).toBe(false);
    expect(canSubmitRegistration('rentals#2026', 'rentals#2026')).toBe(false);
    expect(canSubmitRegistration('Rentals2026', 'Rentals2026')).toBe(false);
    expect(canSubmitRegistration('Re#1', 'Re#1')).toBe(false);
  });
});

describe('RegisterForm', () => {
  it('keeps submit disabled until the rules are met and the passwords match', async () => {
    renderWithProviders(<RegisterForm />);
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Rentals#2026' } });
    const checks = screen.getByRole('list', { name: 'Password requirements' });
    await waitFor(() =>
      expect(
        within(checks)
          .getAllByRole('listitem')
          .every((li) => li.dataset.met === 'true'),
      ).toBe(true),
    );
    expect(submit).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Rentals#2026' },
    });
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('shows live password checks as they are met', async () => {
    renderWithProviders(<RegisterForm />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    const checks = screen.getByRole('list', { name: 'Password requirements' });
    await waitFor(() => {
      const met = within(checks)
        .getAllByRole('listitem')
        .filter((li) => li.dataset.met === 'true')
        .map((li) => li.textContent);
      expect(met).toEqual(['One lowercase letter (met)']);
    });
  });

  it('offers the two role choices', async () => {
    renderWithProviders(<RegisterForm />);
    expect(screen.getByText('Find a property (Tenant)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'I want to' }));
    expect(await screen.findByText('List my property (Landlord)')).toBeInTheDocument();
  });

  it('shows the field messages and the mismatch message', async () => {
    renderWithProviders(<RegisterForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Rentals#2026' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Rentals#2025' },
    });
    await userEvent.click(screen.getByLabelText('Full name'));
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('says plainly when the request never reached the server', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<RegisterForm />);
    fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An unexpected error occurred during registration.'),
    ).toBeInTheDocument();
  });

  it('shows the success text after a 201 and the server message on 409', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            statusCode: 409,
            error: 'Conflict',
            code: 'EMAIL_TAKEN',
            message: 'An account with this email already exists',
          }),
          { status: 409 },
        ),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ confirmationRequired: true, message: 'ok' }), {
          status: 201,
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RegisterForm />);
    fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'get a new confirmation link' })).toHaveAttribute(
      'href',
      '/resend-confirmation?email=ada%40example.com',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.registrationSuccess)).toBeInTheDocument();
    expect(await (fetchMock.mock.calls[1][0] as Request).json()).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      password: 'Rentals#2026',
      role: 'tenant',
    });
  });
});
