import { Injectable } from '@nestjs/common';
import { CatalogMessages, CategoryDto, CreateCategoryDto, UpdateCategoryDto } from '@studio/contracts';
import { ConflictError, NotFoundError } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { Category } from './categories.entity';
import { CategoryRepository } from './categories.repository';

export function toCategoryDto(category: Category): CategoryDto {
  return { id: category.id, name: category.name, description: category.description };
}

@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly cache: ScheduleListingCache,
  ) {}

  async list(): Promise<CategoryDto[]> {
    return (await this.categories.list()).map(toCategoryDto);
  }

  async create(input: CreateCategoryDto): Promise<CategoryDto> {
    const name = input.name.trim();
    await this.assertNameFree(name);
    const category = new Category();
    category.name = name;
    category.description = blankToNull(input.description);
    return toCategoryDto(await this.categories.save(category));
  }

  async update(id: number, input: UpdateCategoryDto): Promise<CategoryDto> {
    const category = await this.get(id);
    if (input.name !== undefined) {
      const name = input.name.trim();
      await this.assertNameFree(name, id);
      category.name = name;
    }
    if (input.description !== undefined) category.description = blankToNull(input.description);
    const saved = await this.categories.save(category);
    this.cache.invalidate();
    return toCategoryDto(saved);
  }

  async remove(id: number): Promise<void> {
    const category = await this.get(id);
    if ((await this.categories.countClasses(id)) > 0)
      throw new ConflictError(CatalogMessages.categoryHasClasses);
    await this.categories.remove(category);
  }

  private async get(id: number): Promise<Category> {
    const category = await this.categories.findById(id);
    if (!category) throw new NotFoundError(CatalogMessages.categoryNotFound);
    return category;
  }

  private async assertNameFree(name: string, exceptId?: number): Promise<void> {
    const existing = await this.categories.findByName(name);
    if (existing && existing.id !== exceptId) throw new ConflictError(CatalogMessages.categoryNameTaken);
  }
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
