import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export interface HomepageContentItem {
  title: string;
  description: string;
}

@Entity({ tableName: 'homepage_content' })
export class HomepageSection {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 20, unique: true })
  sectionId: string;

  @Property({ type: 'string', length: 200 })
  title: string;

  @Property({ type: 'text', nullable: true })
  subtitle: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  buttonText: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  buttonLink: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  buttonColor: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  secondaryButtonText: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  secondaryButtonLink: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  secondaryButtonColor: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  backgroundColor: string | null = null;

  @Property({ type: 'json' })
  content: HomepageContentItem[] = [];

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
