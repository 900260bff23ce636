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

/**
 * The registry's answer: the identity, no record of the NIN, or an answer that could not be
 * read (an unexpected shape or status). The last two are final: asking again would not change
 * them, so reviewers see them at once instead of after a day of retries.
 */
export type NinLookup =
  | { found: true; identity: RegisteredIdentity }
  | { found: false; reason: 'not_found' }
  | { found: false; reason: 'unreadable'; detail: string };

/** The registry did not answer (network, outage, refused credentials): the check is retried. */
export class RegistryUnavailableError extends Error {}

export abstract class NinRegistry {
  /** Who answers ('sandbox', 'dojah'), shown to reviewers beside the result. */
  abstract readonly vendor: string;
  /** True when the answers are test data, not the real registry. */
  abstract readonly sandbox: boolean;
  /**
   * The identity registered to `nin` (11 digits), or why there is none. Throws
   * RegistryUnavailableError when asking again later may succeed.
   */
  abstract lookup(nin: string): Promise<NinLookup>;
}
