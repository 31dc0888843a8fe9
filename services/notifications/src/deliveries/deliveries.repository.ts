import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Delivery } from './delivery.entity';

export type NewDelivery = Omit<Delivery, 'id'>;

@Injectable()
export class DeliveriesRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Records inside the caller's transaction when given one (an event handler's), else on its own. */
  async record(delivery: NewDelivery, em?: EntityManager): Promise<Delivery> {
    const target = em ?? this.orm.em.fork();
    const row = target.create(Delivery, delivery);
    await target.flush();
    return row;
  }

  findByRecipient(recipient: string, limit: number): Promise<Delivery[]> {
    return this.orm.em
      .fork()
      .find(Delivery, { recipient }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }
}
