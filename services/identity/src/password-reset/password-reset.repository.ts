import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { PasswordResetRequested, PasswordResetRequestedEvent } from '@studio/contracts';
import { Outbox } from '@studio/platform';
import { User } from '../users/user.entity';
import { PasswordResetToken } from './password-reset-token.entity';

@Injectable()
export class PasswordResetRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Stores the token and records the event that sends the e-mail, in one transaction, unless the user was
   * already sent `limit` tokens since `since`. The user's row is locked while counting, so that parallel
   * requests are counted one after another. False when nothing was stored.
   */
  async createWithinLimit(
    token: Pick<PasswordResetToken, 'userId' | 'tokenHash' | 'expiresAt' | 'createdAt'>,
    event: PasswordResetRequestedEvent,
    limit: number,
    since: Date,
  ): Promise<boolean> {
    const created = await this.orm.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, { id: token.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return false;
      const sent = await tx.count(PasswordResetToken, { userId: user.id, createdAt: { $gt: since } });
      if (sent >= limit) return false;
      tx.create(PasswordResetToken, { ...token, isUsed: false });
      this.outbox.record(tx, PasswordResetRequested, event);
      return true;
    });
    if (created) this.outbox.flushSoon();
    return created;
  }

  findUsable(tokenHash: string, now: Date): Promise<PasswordResetToken | null> {
    return this.orm.em
      .fork()
      .findOne(PasswordResetToken, { tokenHash, isUsed: false, expiresAt: { $gt: now } });
  }

  /**
   * Uses the token once: sets the new password, bumps the auth version (ending the user's sessions) and
   * retires every other open token of the user. Answers the user, or null when the token is unknown, used or
   * expired.
   */
  async consume(tokenHash: string, now: Date, passwordHash: string): Promise<User | null> {
    const usable = { tokenHash, isUsed: false, expiresAt: { $gt: now } };
    return this.orm.em.fork().transactional(async (tx) => {
      const token = await tx.findOne(PasswordResetToken, usable);
      if (!token) return null;
      // The user's row before the token's, as a profile change retiring the user's links takes them: the other
      // order could deadlock. Under the user's lock the token is spent only if still usable.
      const user = await tx.findOne(User, { id: token.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return null;
      if ((await tx.nativeUpdate(PasswordResetToken, usable, { isUsed: true })) === 0) return null;
      user.passwordHash = passwordHash;
      user.authVersion += 1;
      user.updatedAt = now;
      await tx.nativeUpdate(PasswordResetToken, { userId: user.id, isUsed: false }, { isUsed: true });
      return user;
    });
  }
}
