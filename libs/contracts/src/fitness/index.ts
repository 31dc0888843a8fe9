export * from './achievement.dto';
export * from './fitness-messages';
export * from './fitness.dto';
export * from './fitness.routes';
