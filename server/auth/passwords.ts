/** Passwords hashed with Argon2id: the PasswordHasher (server/types.ts) every process uses. */
import argon2 from 'argon2';
import type { PasswordHasher } from '../types';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export class Argon2Hasher implements PasswordHasher {
  private dummyHash: Promise<string> | undefined;
  constructor(private readonly params: Argon2Params) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.params });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the time of a verification when there is no account, so timing does not reveal which accounts exist. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('promptdeck-timing-equaliser');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
