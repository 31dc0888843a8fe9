import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import {
  BUTTON_LINK_MAX_LENGTH,
  BUTTON_TEXT_MAX_LENGTH,
  COLOUR_MAX_LENGTH,
  SECTION_TITLE_MAX_LENGTH,
} from '@studio/contracts';

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

  @Property({ type: 'string', length: SECTION_TITLE_MAX_LENGTH })
  title: string;

  @Property({ type: 'text', nullable: true })
  subtitle: string | null = null;

  @Property({ type: 'string', length: BUTTON_TEXT_MAX_LENGTH, nullable: true })
  buttonText: string | null = null;

  @Property({ type: 'string', length: BUTTON_LINK_MAX_LENGTH, nullable: true })
  buttonLink: string | null = null;

  @Property({ type: 'string', length: COLOUR_MAX_LENGTH, nullable: true })
  buttonColor: string | null = null;

  @Property({ type: 'string', length: BUTTON_TEXT_MAX_LENGTH, nullable: true })
  secondaryButtonText: string | null = null;

  @Property({ type: 'string', length: BUTTON_LINK_MAX_LENGTH, nullable: true })
  secondaryButtonLink: string | null = null;

  @Property({ type: 'string', length: COLOUR_MAX_LENGTH, nullable: true })
  secondaryButtonColor: string | null = null;

  @Property({ type: 'string', length: COLOUR_MAX_LENGTH, nullable: true })
  backgroundColor: string | null = null;

  @Property({ type: 'json' })
  content: HomepageContentItem[] = [];

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
