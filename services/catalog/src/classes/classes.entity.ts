import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { CLASS_NAME_MAX_LENGTH, CLASS_STUDIO_MAX_LENGTH, IMAGE_URL_MAX_LENGTH } from '@studio/contracts';

/** A class type ("Sunrise Vinyasa Flow"); its dated occurrences are schedules. */
@Entity({ tableName: 'classes' })
export class StudioClass {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: CLASS_NAME_MAX_LENGTH })
  name: string;

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'integer' })
  trainerId: number;

  @Property({ type: 'integer' })
  categoryId: number;

  @Property({ type: 'integer' })
  priceCents: number;

  /** Minutes. */
  @Property({ type: 'integer' })
  duration: number;

  @Property({ type: 'integer' })
  maxCapacity: number;

  @Property({ type: 'string', length: IMAGE_URL_MAX_LENGTH, nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  imageData: string | null = null;

  @Property({ type: 'string', length: CLASS_STUDIO_MAX_LENGTH })
  studio: string = '';

  @Property({ type: 'text' })
  requirements: string = '';

  @Property({ type: 'boolean' })
  featured: boolean = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
