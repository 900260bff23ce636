/**
 * The national identity registry, asked by NIN for the identity registered to it. Implementations:
 * the built-in sandbox (test NINs, the default and what tests use) and vendors' HTTP APIs. The
 * answer is only compared with what the user typed, for a reviewer to read; it never approves or
 * rejects a submission by itself (docs/0014-nin-check-adapter.md).
 */
export interface RegisteredIdentity {
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
}

export type NinLookup = { found: true; identity: RegisteredIdentity } | { found: false };

/** The registry did not answer (network, outage, refused credentials): the check is retried. */
export class RegistryUnavailableError extends Error {}

export abstract class NinRegistry {
  /** Who answers ('sandbox', 'dojah'), shown to reviewers beside the result. */
  abstract readonly vendor: string;
  /** True when the answers are test data, not the real registry. */
  abstract readonly sandbox: boolean;
  /** The identity registered to `nin` (11 digits), or `found: false`. Throws RegistryUnavailableError. */
  abstract lookup(nin: string): Promise<NinLookup>;
}
