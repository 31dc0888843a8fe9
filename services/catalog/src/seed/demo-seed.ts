import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import {
  addDays,
  DEFAULT_META_SETTINGS,
  dollarsToCents,
  META_CATEGORY,
  SITE_SETTING_META_KEYS,
  studioDateOf,
  studioLocalToUtc,
} from '@studio/contracts';
import { Clock, PlatformConfig } from '@studio/platform';
import { Category } from '../categories/categories.entity';
import { CategoryRepository } from '../categories/categories.repository';
import { StudioClass } from '../classes/classes.entity';
import { ClassRepository } from '../classes/classes.repository';
import { HomepageSection } from '../homepage/homepage.entity';
import { HomepageRepository } from '../homepage/homepage.repository';
import { Schedule } from '../schedules/schedules.entity';
import { scheduleChanged } from '../schedules/schedule-changed';
import { ScheduleRepository } from '../schedules/schedules.repository';
import { SiteSetting } from '../site-settings/site-settings.entity';
import { SiteSettingRepository } from '../site-settings/site-settings.repository';
import { Trainer } from '../trainers/trainers.entity';
import { TrainerRepository } from '../trainers/trainers.repository';
import { classImageData } from './class-images';
import { DEMO_CATEGORIES, DEMO_CLASSES, DEMO_HOMEPAGE, DEMO_TRAINERS, demoSlots } from './demo-catalog';

/** Days of demo timetable before and after today (studio time). */
const DAYS_BEFORE = 2;
const DAYS_AFTER = 13;

/** With SEED_DEMO on, fills an empty catalogue with the demo studio, once. */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly config: PlatformConfig,
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly categories: CategoryRepository,
    private readonly trainers: TrainerRepository,
    private readonly classes: ClassRepository,
    private readonly schedules: ScheduleRepository,
    private readonly homepage: HomepageRepository,
    private readonly settings: SiteSettingRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    await RequestContext.create(this.orm.em, () => this.seed());
  }

  async seed(): Promise<void> {
    if ((await this.categories.list()).length === 0 && (await this.classes.list()).length === 0) {
      await this.seedCatalogue();
    }
    if ((await this.homepage.list()).length === 0) await this.seedHomepage();
    if ((await this.settings.list(META_CATEGORY)).length === 0) await this.seedMeta();
  }

  private async seedCatalogue(): Promise<void> {
    const categories = new Map<string, Category>();
    for (const c of DEMO_CATEGORIES) {
      categories.set(c.name, await this.categories.save(Object.assign(new Category(), c)));
    }
    const trainers = new Map<string, Trainer>();
    for (const t of DEMO_TRAINERS)
      trainers.set(t.name, await this.trainers.save(Object.assign(new Trainer(), t)));
    const classes: StudioClass[] = [];
    for (const d of DEMO_CLASSES) {
      const cls = new StudioClass();
      Object.assign(cls, {
        name: d.name,
        description: d.description,
        trainerId: trainers.get(d.trainer)?.id,
        categoryId: categories.get(d.category)?.id,
        priceCents: dollarsToCents(d.price),
        duration: d.duration,
        maxCapacity: d.maxCapacity,
        studio: d.studio,
        requirements: d.requirements,
        featured: d.featured,
        imageData: classImageData(d.name, d.category),
      });
      classes.push(await this.classes.save(cls));
    }
    const today = studioDateOf(this.clock.now());
    const timetable: Schedule[] = [];
    for (let offset = -DAYS_BEFORE; offset <= DAYS_AFTER; offset++) {
      const date = addDays(today, offset);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      for (const slot of demoSlots(weekday, offset + DAYS_BEFORE)) {
        const cls = classes[slot.classIndex];
        const schedule = new Schedule();
        schedule.classId = cls.id;
        schedule.startTime = studioLocalToUtc({
          date,
          hour: slot.hour,
          minute: slot.minute,
          amPm: slot.amPm,
        });
        schedule.endTime = new Date(schedule.startTime.getTime() + cls.duration * 60_000);
        timetable.push(schedule);
      }
    }
    const classById = new Map(classes.map((c) => [c.id, c]));
    const trainerNames = new Map([...trainers.values()].map((t) => [t.id, t.name]));
    await this.schedules.saveAllAnnouncing(timetable, (s) => {
      const cls = classById.get(s.classId) as StudioClass;
      return scheduleChanged(s, cls, trainerNames.get(cls.trainerId) ?? null, 'created', this.clock.now());
    });
    this.logger.log(
      `seeded ${categories.size} categories, ${trainers.size} trainers, ${classes.length} classes, ${timetable.length} schedules`,
    );
  }

  private async seedHomepage(): Promise<void> {
    for (const section of DEMO_HOMEPAGE)
      await this.homepage.save(Object.assign(new HomepageSection(), section));
  }

  private async seedMeta(): Promise<void> {
    for (const key of SITE_SETTING_META_KEYS) {
      await this.settings.save(
        Object.assign(new SiteSetting(), {
          settingKey: key,
          settingValue: DEFAULT_META_SETTINGS[key],
          category: META_CATEGORY,
        }),
      );
    }
  }
}
