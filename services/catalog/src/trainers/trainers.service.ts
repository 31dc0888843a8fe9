import { Injectable } from '@nestjs/common';
import { CatalogMessages, CreateTrainerDto, TrainerDto, UpdateTrainerDto } from '@studio/contracts';
import { Clock, ConflictError, NotFoundError } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { scheduleChanged } from '../schedules/schedule-changed';
import { Trainer } from './trainers.entity';
import { TrainerRepository } from './trainers.repository';

export function toTrainerDto(trainer: Trainer): TrainerDto {
  return {
    id: trainer.id,
    name: trainer.name,
    specialization: trainer.specialization,
    bio: trainer.bio,
    imageUrl: trainer.imageUrl,
  };
}

@Injectable()
export class TrainersService {
  constructor(
    private readonly trainers: TrainerRepository,
    private readonly cache: ScheduleListingCache,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<TrainerDto[]> {
    return (await this.trainers.list()).map(toTrainerDto);
  }

  async create(input: CreateTrainerDto): Promise<TrainerDto> {
    const trainer = new Trainer();
    this.apply(trainer, input);
    return toTrainerDto(await this.trainers.save(trainer));
  }

  /** A new name reaches the bookings of the trainer's classes not yet over, through their schedules' announcements. */
  async update(id: number, input: UpdateTrainerDto): Promise<TrainerDto> {
    const trainer = await this.get(id);
    const before = trainer.name;
    this.apply(trainer, input);
    const saved =
      trainer.name === before
        ? await this.trainers.save(trainer)
        : await this.trainers.saveAnnouncing(trainer, this.clock.now(), (schedule, cls) =>
            scheduleChanged(schedule, cls, trainer.name, 'updated', this.clock.now()),
          );
    this.cache.invalidate();
    return toTrainerDto(saved);
  }

  async remove(id: number): Promise<void> {
    const trainer = await this.get(id);
    if ((await this.trainers.countClasses(id)) > 0)
      throw new ConflictError(CatalogMessages.trainerHasClasses);
    await this.trainers.remove(trainer);
  }

  private apply(trainer: Trainer, input: UpdateTrainerDto): void {
    if (input.name !== undefined) trainer.name = input.name.trim();
    if (input.specialization !== undefined) trainer.specialization = input.specialization.trim();
    if (input.bio !== undefined) trainer.bio = input.bio?.trim() || null;
    if (input.imageUrl !== undefined) trainer.imageUrl = input.imageUrl?.trim() || null;
  }

  private async get(id: number): Promise<Trainer> {
    const trainer = await this.trainers.findById(id);
    if (!trainer) throw new NotFoundError(CatalogMessages.trainerNotFound);
    return trainer;
  }
}
