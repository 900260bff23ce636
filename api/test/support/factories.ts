import type { Role } from '@rentnaija/shared';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/modules/auth/tokens.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestContext } from './app.js';

export const TEST_PASSWORD = 'Rentals#2026';
let passwordHash: Promise<string> | undefined;

export interface MakeUserOptions {
  role?: Role;
  email?: string;
  name?: string;
  phone?: string | null;
  verified?: boolean;
  status?: 'active' | 'suspended';
}

/** A user straight in the database, confirmed and active unless told otherwise. */
export async function makeUser(ctx: TestContext, options: MakeUserOptions = {}): Promise<User> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const role = options.role ?? 'tenant';
  const repo = ctx.dataSource.getRepository(User);
  return repo.save(
    repo.create({
      name: options.name ?? `Test ${role}`,
      email: options.email ?? `${role}-${randomBytes(4).toString('hex')}@example.com`,
      phone: options.phone ?? null,
      role,
      status: options.status ?? 'active',
      emailVerifiedAt: options.verified === false ? null : new Date(),
      passwordHash: await passwordHash,
    }),
  );
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
}

export async function signIn(
  ctx: TestContext,
  user: Pick<User, 'email'>,
  rememberMe = false,
): Promise<SignedIn> {
  const res = await ctx.http
    .post('/api/auth/login')
    .send({ email: user.email, password: TEST_PASSWORD, rememberMe });
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}

export const authHeader = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A signed-in user of the given role, ready for requests. */
export async function makeSignedInUser(ctx: TestContext, options: MakeUserOptions = {}) {
  const user = await makeUser(ctx, options);
  const { accessToken } = await signIn(ctx, user);
  return { user, token: accessToken, auth: authHeader(accessToken) };
}
