import {
  type NinLookup,
  NinRegistry,
  type RegisteredIdentity,
  RegistryUnavailableError,
} from './nin-registry.js';

/**
 * The test NINs of the sandbox registry (listed in docs/0014-nin-check-adapter.md and the README).
 * The demo accounts' KYC uses the first two and Babatunde Adeyemi's.
 */
export const SANDBOX_IDENTITIES: Record<string, RegisteredIdentity> = {
  /** Chioma Eze, the demo tenant. */
  '11111111111': {
    firstName: 'Chioma',
    middleName: 'Adaeze',
    lastName: 'Eze',
    dateOfBirth: '1994-03-18',
  },
  /** Ngozi Okonkwo, the second demo landlord. */
  '22222222222': {
    firstName: 'Ngozi',
    middleName: null,
    lastName: 'Okonkwo',
    dateOfBirth: '1982-07-09',
  },
  '12345678901': {
    firstName: 'Adebayo',
    middleName: 'Olumide',
    lastName: 'Ogunleye',
    dateOfBirth: '1990-01-15',
  },
  /** Babatunde Adeyemi, the first demo landlord. */
  '44444444444': {
    firstName: 'Babatunde',
    middleName: 'Olawale',
    lastName: 'Adeyemi',
    dateOfBirth: '1978-05-24',
  },
  /** Registered to someone else: whatever is typed with it does not match. */
  '33333333333': {
    firstName: 'Musa',
    middleName: 'Ibrahim',
    lastName: 'Bello',
    dateOfBirth: '1979-11-02',
  },
};

/** A NIN the sandbox registry never answers for: every try fails, as in an outage. */
export const SANDBOX_UNAVAILABLE_NIN = '99999999999';

/** The built-in registry of test identities: any NIN it does not list is not found. */
export class SandboxNinRegistry extends NinRegistry {
  readonly vendor = 'sandbox';
  readonly sandbox = true;

  async lookup(nin: string): Promise<NinLookup> {
    if (nin === SANDBOX_UNAVAILABLE_NIN) {
      throw new RegistryUnavailableError('The sandbox registry is unavailable for this test NIN');
    }
    const identity = SANDBOX_IDENTITIES[nin];
    return identity
      ? { found: true, identity: { ...identity } }
      : { found: false, reason: 'not_found' };
  }
}
