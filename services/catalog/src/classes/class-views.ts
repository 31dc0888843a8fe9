import { Injectable } from '@nestjs/common';
import { centsToDollars, ClassDto } from '@studio/contracts';
import { CategoryRepository } from '../categories/categories.repository';
import { Category } from '../categories/categories.entity';
import { TrainerRepository } from '../trainers/trainers.repository';
import { Trainer } from '../trainers/trainers.entity';
import { StudioClass } from './classes.entity';

/** Turns classes into what the API shows, with their trainer and category read in two queries. */
@Injectable()
export class ClassViews {
  constructor(
    private readonly trainers: TrainerRepository,
    private readonly categories: CategoryRepository,
  ) {}

  async build(classes: StudioClass[]): Promise<ClassDto[]> {
    const [trainers, categories] = await Promise.all([
      this.trainers.findByIds(unique(classes.map((c) => c.trainerId))),
      this.categories.findByIds(unique(classes.map((c) => c.categoryId))),
    ]);
    const trainerById = new Map(trainers.map((t) => [t.id, t]));
    const categoryById = new Map(categories.map((c) => [c.id, c]));
    return classes.map((c) => toClassDto(c, trainerById.get(c.trainerId), categoryById.get(c.categoryId)));
  }

  async buildOne(cls: StudioClass): Promise<ClassDto> {
    const [view] = await this.build([cls]);
    return view;
  }
}

export function toClassDto(
  cls: StudioClass,
  trainer: Trainer | undefined,
  category: Category | undefined,
): ClassDto {
  return {
    id: cls.id,
    name: cls.name,
    description: cls.description,
    trainerId: cls.trainerId,
    categoryId: cls.categoryId,
    price: centsToDollars(cls.priceCents),
    duration: cls.duration,
    maxCapacity: cls.maxCapacity,
    imageUrl: cls.imageUrl,
    imageData: cls.imageData,
    studio: cls.studio,
    requirements: cls.requirements,
    featured: cls.featured,
    trainer: { name: trainer?.name ?? '', specialization: trainer?.specialization ?? '' },
    category: { id: cls.categoryId, name: category?.name ?? '' },
  };
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}
