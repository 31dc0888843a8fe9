/** Texts the catalogue answers with (spec §5 where it gives them); the UI shows them as they are. */
export const CatalogMessages = {
  nameMin: 'Name must be at least 2 characters',
  specializationMin: 'Specialization must be at least 2 characters',
  classNameRequired: 'Class name is required',
  priceMin: 'Price must be at least 1',
  durationMin: 'Duration must be at least 15 minutes',
  capacityMin: 'Max capacity must be at least 1',
  selectTrainer: 'Please select a trainer',
  selectCategory: 'Please select a category',
  trainerNotFound: 'Trainer not found',
  categoryNotFound: 'Category not found',
  classNotFound: 'Class not found',
  scheduleNotFound: 'Schedule not found',
  imageInvalid: 'Image must be a PNG, JPEG, WebP, GIF or SVG of at most 700 KB',
  categoryNameTaken: 'A category with this name already exists',
  classHasSchedules: 'This class has schedules. Cancel or remove them before deleting the class.',
  trainerHasClasses: 'This trainer is assigned to classes. Reassign them before deleting.',
  categoryHasClasses: 'This category is used by classes. Reassign them before deleting.',
  selectClass: 'Please select a class',
  startTimeInvalid: 'Start time must be an ISO date-time',
  endTimeInvalid: 'End time must be an ISO date-time',
  endAfterStart: 'End time must be after the start time',
  scheduleDuration: 'Duration must be between 15 and 240 minutes',
  scheduleCancelled: 'This schedule is cancelled and can no longer be changed',
  dateFormat: 'date must be yyyy-MM-dd',
  sectionRequired: 'Section ID and Title are required fields',
  settingKeyRequired: 'Setting key is required',
  settingValueRequired: 'Setting value must be text',
  ogImageRelative: 'Social image path should be relative to the site root',
} as const;

export const unknownSectionMessage = (sectionId: string): string => `Unknown section: ${sectionId}`;
export const unknownMetaKeyMessage = (key: string): string => `Unknown meta setting: ${key}`;
