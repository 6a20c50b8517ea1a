import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id profile (m=19 MiB, t=2, p=1). `algorithm: 2` is Algorithm.Argon2id: the package
// declares it as a const enum, which isolated-module builds cannot read.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export { PASSWORD_MIN_LENGTH as PASSWORD_MIN, PASSWORD_MAX_LENGTH as PASSWORD_MAX } from '@shared/api/auth';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  return verify(stored, password);
}
