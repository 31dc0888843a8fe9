import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { IdentityConfig } from '../config';
import { DuplicateUserError, UsersRepository } from '../users/users.repository';
import { NewAccount, UsersService } from '../users/users.service';

export const DEMO_ACCOUNTS: ReadonlyArray<NewAccount & { isAdmin: boolean }> = [
  {
    username: 'admin',
    password: 'admin123',
    email: 'admin@studio.local',
    fullName: 'Alex Admin',
    isAdmin: true,
  },
  {
    username: 'member',
    password: 'member123',
    email: 'member@studio.local',
    fullName: 'Maya Member',
    isAdmin: false,
  },
];

export type EnsureOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Accounts that must exist at start-up: the ADMIN_* user (created, or promoted if it exists; its password
 * is never overwritten) and, with SEED_DEMO, the demo admin and member. Safe to run on every start.
 */
@Injectable()
export class AccountBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AccountBootstrap');

  constructor(
    private readonly users: UsersService,
    private readonly repository: UsersRepository,
    private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_EMAIL } = this.config;
    if (ADMIN_USERNAME && ADMIN_PASSWORD && ADMIN_EMAIL) {
      const outcome = await this.ensureAdmin({
        username: ADMIN_USERNAME,
        password: ADMIN_PASSWORD,
        email: ADMIN_EMAIL,
        fullName: 'Studio Admin',
      });
      if (outcome !== 'unchanged')
        this.logger.log(`admin user ${ADMIN_USERNAME} ${outcome} (ADMIN_USERNAME)`);
    }
    if (this.config.SEED_DEMO) {
      for (const { isAdmin, ...account } of DEMO_ACCOUNTS) await this.ensureExists(account, isAdmin);
      this.logger.log('Demo logins: admin / admin123 (admin), member / member123 (member)');
    }
  }

  async ensureAdmin(account: NewAccount): Promise<EnsureOutcome> {
    const existing = await this.repository.findByUsername(account.username);
    if (existing) {
      if (existing.isAdmin) return 'unchanged';
      await this.repository.setAdmin(existing.id, true);
      return 'promoted';
    }
    const outcome = await this.ensureExists(account, true);
    // Another replica may have created it as we looked: make sure it is an admin either way.
    return outcome === 'created' ? outcome : this.ensureAdmin(account);
  }

  /** Creates the account when its username is free; an existing account is left as it is. */
  private async ensureExists(account: NewAccount, isAdmin: boolean): Promise<EnsureOutcome> {
    if (await this.repository.findByUsername(account.username)) return 'unchanged';
    try {
      await this.users.createAccount(account, isAdmin);
      return 'created';
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
      if (await this.repository.findByUsername(account.username)) return 'unchanged';
      throw new Error(`Cannot create user ${account.username}: ${error.message}`);
    }
  }
}
