import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM, raw } from '@mikro-orm/postgresql';
import { placeholders } from '@studio/platform';
import type { OutgoingMessage } from './deliveries.service';
import { Delivery } from './delivery.entity';

/** A message as kept until its delivery is finished, under the key that names it once. */
export interface QueuedMessage {
  messageKey: string;
  message: OutgoingMessage;
}

export type NewDelivery = Omit<Delivery, 'id'>;

export interface AttemptsSoFar {
  count: number;
  /** A try already reached the provider (or the log): the message is never sent again. */
  done: boolean;
}

@Injectable()
export class DeliveriesRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Keeps the messages as queued, in the caller's transaction (the event's, with its inbox row), until their
   * delivery is finished; one statement for all, a message kept already staying as it is.
   */
  async keepQueued(em: EntityManager, messages: QueuedMessage[], now: Date): Promise<void> {
    if (messages.length === 0) return;
    await em.getConnection().execute(
      `insert into queued_messages (message_key, message, queued_at)
       values ${placeholders(messages, '(?, ?::jsonb, ?)')} on conflict (message_key) do nothing`,
      messages.flatMap((m) => [m.messageKey, JSON.stringify(m.message), now]),
      'run',
      em.getTransactionContext(),
    );
  }

  /** The messages queued and not finished (their jobs lost with a queue kept in memory), oldest first. */
  async queued(): Promise<QueuedMessage[]> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ messageKey: string; message: OutgoingMessage | string }>>(
        `select message_key as "messageKey", message from queued_messages order by queued_at, message_key`,
      );
    return rows.map(({ messageKey, message }) => ({
      messageKey,
      message: typeof message === 'string' ? (JSON.parse(message) as OutgoingMessage) : message,
    }));
  }

  /**
   * Logs one try, in one statement; a finished message (sent, or given up) is no longer kept as queued. (A unit of
   * work's flush would wrap the insert in a transaction of its own: three statements.)
   */
  async record(delivery: NewDelivery, finished: boolean): Promise<void> {
    const em = this.orm.em.fork();
    const insert = em.createQueryBuilder(Delivery).insert(delivery).getKnexQuery();
    insert.with(
      'finished',
      em
        .getKnex()
        .raw('delete from queued_messages where message_key = ? and ?::boolean', [
          delivery.messageKey,
          finished,
        ]),
    );
    await em.getConnection().execute(insert, [], 'run');
  }

  /** A message finished without a try (sent before, or its device gone): no longer kept as queued. */
  async finish(messageKey: string): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(`delete from queued_messages where message_key = ?`, [messageKey], 'run');
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

  /** An e-mail address in any capitalisation (identity keeps one account per address, whatever its case). */
  findByRecipient(recipient: string, limit: number): Promise<Delivery[]> {
    return this.orm.em
      .fork()
      .find(
        Delivery,
        { [raw('lower(recipient)')]: recipient.toLowerCase() },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
      );
  }
}
