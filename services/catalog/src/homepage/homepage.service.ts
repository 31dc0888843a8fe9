import { Injectable } from '@nestjs/common';
import {
  HOMEPAGE_OPTIONAL_TEXT_FIELDS,
  CatalogMessages,
  HOMEPAGE_SECTION_IDS,
  HomepageSectionDto,
  unknownSectionMessage,
  UpsertHomepageSectionDto,
} from '@studio/contracts';
import { InvalidError } from '@studio/platform';
import { HomepageSection } from './homepage.entity';
import { HomepageRepository } from './homepage.repository';

const SECTION_ORDER: readonly string[] = HOMEPAGE_SECTION_IDS;

export function toHomepageSectionDto(section: HomepageSection): HomepageSectionDto {
  return {
    id: section.id,
    sectionId: section.sectionId,
    title: section.title,
    subtitle: section.subtitle,
    buttonText: section.buttonText,
    buttonLink: section.buttonLink,
    buttonColor: section.buttonColor,
    secondaryButtonText: section.secondaryButtonText,
    secondaryButtonLink: section.secondaryButtonLink,
    secondaryButtonColor: section.secondaryButtonColor,
    backgroundColor: section.backgroundColor,
    content: section.content.map((item) => ({ title: item.title, description: item.description })),
    updatedAt: section.updatedAt.toISOString(),
  };
}

@Injectable()
export class HomepageService {
  constructor(private readonly sections: HomepageRepository) {}

  /** The configured sections in page order (hero, benefits, featured, cta). */
  async list(): Promise<HomepageSectionDto[]> {
    const sections = await this.sections.list();
    sections.sort((a, b) => SECTION_ORDER.indexOf(a.sectionId) - SECTION_ORDER.indexOf(b.sectionId));
    return sections.map(toHomepageSectionDto);
  }

  /** Creates or replaces a section by its sectionId; fields left out keep their value. */
  async upsert(input: UpsertHomepageSectionDto): Promise<HomepageSectionDto> {
    const sectionId = input.sectionId.trim();
    const title = input.title.trim();
    if (!sectionId || !title) throw new InvalidError(CatalogMessages.sectionRequired);
    if (!SECTION_ORDER.includes(sectionId)) throw new InvalidError(unknownSectionMessage(sectionId));
    const section =
      (await this.sections.findBySectionId(sectionId)) ?? Object.assign(new HomepageSection(), { sectionId });
    section.title = title;
    for (const field of HOMEPAGE_OPTIONAL_TEXT_FIELDS) {
      const value = input[field];
      if (value !== undefined) section[field] = value?.trim() || null;
    }
    if (input.content !== undefined) {
      section.content = input.content.map((item) => ({
        title: item.title.trim(),
        description: item.description.trim(),
      }));
    }
    section.updatedAt = new Date();
    return toHomepageSectionDto(await this.sections.save(section));
  }
}
