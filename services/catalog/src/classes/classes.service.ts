import { Injectable } from '@nestjs/common';
import {
  CatalogMessages,
  CLASS_DEFAULT_CAPACITY,
  CLASS_DEFAULT_DURATION_MINUTES,
  ClassDto,
  CreateClassDto,
  dollarsToCents,
  HOME_FEATURED_SKELETONS,
  UpdateClassDto,
} from '@studio/contracts';
import { Clock, ConflictError, InvalidError, NotFoundError } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { CategoryRepository } from '../categories/categories.repository';
import { TrainerRepository } from '../trainers/trainers.repository';
import { ClassViews } from './class-views';
import { StudioClass } from './classes.entity';
import { ClassRepository } from './classes.repository';
import { scheduleChanged } from '../schedules/schedule-changed';

/** How many classes /classes/featured answers with: enough for the signed-in home's grid. */
export const FEATURED_CLASSES_LIMIT = HOME_FEATURED_SKELETONS;

@Injectable()
export class ClassesService {
  constructor(
    private readonly classes: ClassRepository,
    private readonly trainers: TrainerRepository,
    private readonly categories: CategoryRepository,
    private readonly views: ClassViews,
    private readonly cache: ScheduleListingCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The public lists are kept with the schedule listings and dropped by the same changes (any class, trainer,
   * category or schedule change made here), so a visit costs no query and an admin's change shows at once.
   */
  list(): Promise<ClassDto[]> {
    return this.cache.getOrLoad('classes:all', async () => this.views.build(await this.classes.list()));
  }

  /** Classes flagged featured, oldest first; while none is flagged, the first classes by id. */
  featured(): Promise<ClassDto[]> {
    return this.cache.getOrLoad('classes:featured', async () => {
      const flagged = await this.classes.listFeatured(FEATURED_CLASSES_LIMIT);
      return this.views.build(
        flagged.length > 0 ? flagged : await this.classes.listFirst(FEATURED_CLASSES_LIMIT),
      );
    });
  }

  async get(id: number): Promise<ClassDto> {
    return this.views.buildOne(await this.find(id));
  }

  async create(input: CreateClassDto): Promise<ClassDto> {
    const cls = new StudioClass();
    await this.apply(cls, {
      ...input,
      duration: input.duration ?? CLASS_DEFAULT_DURATION_MINUTES,
      maxCapacity: input.maxCapacity ?? CLASS_DEFAULT_CAPACITY,
    });
    const saved = await this.classes.save(cls);
    this.cache.invalidate();
    return this.views.buildOne(saved);
  }

  async update(id: number, input: UpdateClassDto): Promise<ClassDto> {
    const cls = await this.find(id);
    const before = { ...cls };
    await this.apply(cls, input);
    // What booking keeps of the class for its seats and bookings' labels.
    const announced = (['name', 'maxCapacity', 'trainerId', 'categoryId', 'studio'] as const).some(
      (field) => cls[field] !== before[field],
    );
    const trainerName = announced ? ((await this.trainers.findById(cls.trainerId))?.name ?? null) : null;
    const saved = announced
      ? await this.classes.saveAnnouncing(cls, this.clock.now(), (schedules) =>
          schedules.map((s) => scheduleChanged(s, cls, trainerName, 'updated', this.clock.now())),
        )
      : await this.classes.save(cls);
    this.cache.invalidate();
    return this.views.buildOne(saved);
  }

  /**
   * A class goes once none of its schedules is active: cancelled ones (already refunded, hidden from members)
   * go with it, each announced as deleted, which is what the message's "cancel or remove them" promises.
   */
  async remove(id: number): Promise<void> {
    const cls = await this.find(id);
    if ((await this.classes.countActiveSchedules(id)) > 0)
      throw new ConflictError(CatalogMessages.classHasSchedules);
    await this.classes.removeWithCancelledSchedules(cls, (schedules) =>
      schedules.map((s) => scheduleChanged(s, cls, null, 'deleted', this.clock.now())),
    );
    this.cache.invalidate();
  }

  private async find(id: number): Promise<StudioClass> {
    const cls = await this.classes.findById(id);
    if (!cls) throw new NotFoundError(CatalogMessages.classNotFound);
    return cls;
  }

  private async apply(cls: StudioClass, input: UpdateClassDto): Promise<void> {
    if (input.trainerId !== undefined) {
      if (!(await this.trainers.findById(input.trainerId)))
        throw new InvalidError(CatalogMessages.trainerNotFound);
      cls.trainerId = input.trainerId;
    }
    if (input.categoryId !== undefined) {
      if (!(await this.categories.findById(input.categoryId))) {
        throw new InvalidError(CatalogMessages.categoryNotFound);
      }
      cls.categoryId = input.categoryId;
    }
    if (input.name !== undefined) {
      const name = input.name.trim();
      if (!name) throw new InvalidError(CatalogMessages.classNameRequired);
      cls.name = name;
    }
    if (input.description !== undefined) cls.description = input.description.trim();
    if (input.price !== undefined) cls.priceCents = dollarsToCents(input.price);
    if (input.duration != null) cls.duration = input.duration;
    if (input.maxCapacity != null) cls.maxCapacity = input.maxCapacity;
    if (input.imageUrl !== undefined) cls.imageUrl = input.imageUrl?.trim() || null;
    if (input.imageData !== undefined) cls.imageData = input.imageData || null;
    if (input.studio !== undefined) cls.studio = input.studio.trim();
    if (input.requirements !== undefined) cls.requirements = input.requirements.trim();
    if (input.featured !== undefined) cls.featured = input.featured;
  }
}
