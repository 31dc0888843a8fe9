import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Delivery } from './delivery.entity';

export type NewDelivery = Omit<Delivery, 'id'>;

export interface AttemptsSoFar {
  count: number;
  /** A try already reached the provider (or the log): the message is never sent again. */
  done: boolean;
}

@Injectable()
export class DeliveriesRepository {
  constructor(private readonly orm: MikroORM) {}

  /** One insert (a unit of work's flush would wrap it in a transaction of its own: three statements). */
  async record(delivery: NewDelivery): Promise<void> {
    await this.orm.em.fork().insert(Delivery, delivery);
  }

  async attemptsOf(messageKey: string): Promise<AttemptsSoFar> {
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number; done: boolean }[]>(
        `select count(*)::int as count, coalesce(bool_or(status <> 'failed'), false) as done
           from delivery_log where message_key = ?`,
        [messageKey],
      );
    return row;
  }

  findByRecipient(recipient: string, limit: number): Promise<Delivery[]> {
    return this.orm.em
      .fork()
      .find(Delivery, { recipient }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }
}
