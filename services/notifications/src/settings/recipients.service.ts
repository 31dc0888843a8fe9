import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_ROUTES } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';
import { profileOf, Recipient, RecipientsRepository } from './recipients.repository';

/**
 * The members notices go to. Identity's events bring each member's address and settings; a notice can come first
 * (a member who books right after registering, a profile event still on its way or lost), and then identity is
 * asked, and its answer kept as that moment's profile, so no notice is dropped for want of an address.
 */
@Injectable()
export class RecipientsService {
  private readonly logger = new Logger('RecipientsService');

  constructor(
    private readonly recipients: RecipientsRepository,
    private readonly clients: ServiceClients,
  ) {}

  async findMany(userIds: number[], em: EntityManager): Promise<Map<number, Recipient>> {
    const known = await this.recipients.findMany(userIds, em);
    for (const userId of new Set(userIds)) {
      if (known.has(userId)) continue;
      const recipient = await this.askIdentity(userId, em);
      if (recipient) known.set(userId, recipient);
    }
    return known;
  }

  /**
   * The member as identity has them now. Timed from before the question, so an event of a change made while it
   * was asked is newer and still taken, and an event of what the answer already holds is older and changes nothing.
   */
  private async askIdentity(userId: number, em: EntityManager): Promise<Recipient | null> {
    const askedAt = new Date();
    try {
      const { user } = await this.clients
        .of('identity')
        .call(IDENTITY_ROUTES.getAuthSnapshot, { params: { id: userId } });
      const profile = profileOf(user, askedAt);
      await this.recipients.applyProfile(em, profile);
      return { ...profile, profileObservedAt: askedAt };
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const reason =
        error.getStatus() === HttpStatus.NOT_FOUND ? 'no such member at identity' : error.message;
      this.logger.warn(`user ${userId}: no profile from identity (${reason}), nothing sent`);
      return null;
    }
  }
}
