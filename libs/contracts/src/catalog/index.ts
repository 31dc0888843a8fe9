export * from './catalog-messages';
export * from './class-image';
export * from './category.dto';
export * from './trainer.dto';
export * from './class.dto';
export * from './schedule.dto';
export * from './homepage.dto';
export * from './site-settings.dto';
