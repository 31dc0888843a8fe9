import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import {
  IMAGE_URL_MAX_LENGTH,
  TRAINER_NAME_MAX_LENGTH,
  TRAINER_SPECIALIZATION_MAX_LENGTH,
} from '@studio/contracts';

@Entity({ tableName: 'trainers' })
export class Trainer {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: TRAINER_NAME_MAX_LENGTH })
  name: string;

  @Property({ type: 'string', length: TRAINER_SPECIALIZATION_MAX_LENGTH })
  specialization: string;

  @Property({ type: 'text', nullable: true })
  bio: string | null = null;

  @Property({ type: 'string', length: IMAGE_URL_MAX_LENGTH, nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
