import {
  CATEGORY_NAME_MIN_LENGTH,
  CLASS_MIN_CAPACITY,
  CLASS_MIN_DURATION_MINUTES,
  CLASS_MIN_PRICE,
  SCHEDULE_MAX_DURATION_MINUTES,
  SCHEDULE_MIN_DURATION_MINUTES,
  TRAINER_NAME_MIN_LENGTH,
  TRAINER_SPECIALIZATION_MIN_LENGTH,
} from '../constants';
import { FIRST_STUDIO_DATE, LAST_STUDIO_DATE } from '../time/studio-time';

/** Upper bounds of catalogue fields; each is used by its rule and its message (and by its column). */
export const CATEGORY_NAME_MAX_LENGTH = 100;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 2000;
export const TRAINER_NAME_MAX_LENGTH = 100;
export const TRAINER_SPECIALIZATION_MAX_LENGTH = 100;
export const TRAINER_BIO_MAX_LENGTH = 4000;
export const IMAGE_URL_MAX_LENGTH = 2000;
export const CLASS_NAME_MAX_LENGTH = 120;
export const CLASS_DESCRIPTION_MAX_LENGTH = 4000;
export const CLASS_MAX_PRICE = 100000;
export const CLASS_MAX_DURATION_MINUTES = 1440;
export const CLASS_MAX_CAPACITY = 10000;
export const CLASS_STUDIO_MAX_LENGTH = 100;
export const CLASS_REQUIREMENTS_MAX_LENGTH = 1000;
export const SECTION_TITLE_MAX_LENGTH = 200;
export const SECTION_SUBTITLE_MAX_LENGTH = 1000;
export const BUTTON_TEXT_MAX_LENGTH = 100;
export const BUTTON_LINK_MAX_LENGTH = 500;
export const COLOUR_MAX_LENGTH = 50;
export const SECTION_MAX_ITEMS = 20;
export const SECTION_ITEM_TITLE_MAX_LENGTH = 200;
export const SECTION_ITEM_DESCRIPTION_MAX_LENGTH = 2000;
export const SETTING_KEY_MAX_LENGTH = 100;
export const SETTING_VALUE_MAX_LENGTH = 2000;
export const SETTING_CATEGORY_MAX_LENGTH = 50;

/** The largest embedded class image accepted, in KB of its data string (the gateway's body limit is 1 MB). */
export const CLASS_IMAGE_MAX_KB = 700;
/** The kinds of class image accepted (spec §2: any image file), by name. */
export const CLASS_IMAGE_TYPE_NAMES = ['PNG', 'JPEG', 'WebP', 'GIF', 'AVIF', 'BMP', 'ICO', 'SVG'] as const;
export type ClassImageTypeName = (typeof CLASS_IMAGE_TYPE_NAMES)[number];

const atMost = (field: string, max: number): string => `${field} must be at most ${max} characters`;
const oneOf = (names: readonly string[]): string =>
  `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
const colour = (field: string): string =>
  `${field} must be a colour: hex, rgb(a), hsl(a) or a colour name, such as #4f46e5`;
const atLeast = (field: string, min: number): string => `${field} must be at least ${min} characters`;

/** Texts the catalogue answers with (spec §5 where it gives them); the UI shows them as they are. */
export const CatalogMessages = {
  categoryNameMin: atLeast('Name', CATEGORY_NAME_MIN_LENGTH),
  categoryNameMax: atMost('Name', CATEGORY_NAME_MAX_LENGTH),
  categoryDescriptionMax: atMost('Description', CATEGORY_DESCRIPTION_MAX_LENGTH),
  trainerNameMin: atLeast('Name', TRAINER_NAME_MIN_LENGTH),
  trainerNameMax: atMost('Name', TRAINER_NAME_MAX_LENGTH),
  specializationMin: atLeast('Specialization', TRAINER_SPECIALIZATION_MIN_LENGTH),
  specializationMax: atMost('Specialization', TRAINER_SPECIALIZATION_MAX_LENGTH),
  bioMax: atMost('Bio', TRAINER_BIO_MAX_LENGTH),
  nameText: 'Name must be text',
  specializationText: 'Specialization must be text',
  descriptionText: 'Description must be text',
  bioText: 'Bio must be text',
  imageUrlText: 'Image URL must be text',
  imageUrlMax: atMost('Image URL', IMAGE_URL_MAX_LENGTH),
  imageUrlInvalid: 'Image URL must be a path on this site or an http(s) address',
  classNameText: 'Class name must be text',
  classNameRequired: 'Class name is required',
  classNameMax: atMost('Class name', CLASS_NAME_MAX_LENGTH),
  classDescriptionMax: atMost('Description', CLASS_DESCRIPTION_MAX_LENGTH),
  studioText: 'Studio must be text',
  studioMax: atMost('Studio', CLASS_STUDIO_MAX_LENGTH),
  requirementsText: 'Requirements must be text',
  requirementsMax: atMost('Requirements', CLASS_REQUIREMENTS_MAX_LENGTH),
  featuredBoolean: 'Featured must be true or false',
  priceMin: `Price must be at least ${CLASS_MIN_PRICE}`,
  priceMax: `Price must be at most ${CLASS_MAX_PRICE}`,
  priceNumber: 'Price must be a number',
  priceDecimals: 'Price must have at most two decimals',
  durationMin: `Duration must be at least ${CLASS_MIN_DURATION_MINUTES} minutes`,
  durationMax: `Duration must be at most ${CLASS_MAX_DURATION_MINUTES} minutes`,
  durationNumber: 'Duration must be a number of minutes',
  durationWhole: 'Duration must be a whole number of minutes',
  capacityMin: `Max capacity must be at least ${CLASS_MIN_CAPACITY}`,
  capacityMax: `Max capacity must be at most ${CLASS_MAX_CAPACITY}`,
  capacityNumber: 'Max capacity must be a number',
  capacityWhole: 'Max capacity must be a whole number',
  selectTrainer: 'Please select a trainer',
  selectCategory: 'Please select a category',
  trainerNotFound: 'Trainer not found',
  categoryNotFound: 'Category not found',
  classNotFound: 'Class not found',
  scheduleNotFound: 'Schedule not found',
  imageInvalid: `Image must be a ${oneOf(CLASS_IMAGE_TYPE_NAMES)} of at most ${CLASS_IMAGE_MAX_KB} KB`,
  imageUnsafe: 'SVG images must not hold scripts, event handlers, links or content from elsewhere',
  categoryNameTaken: 'A category with this name already exists',
  classHasSchedules: 'This class has schedules. Cancel or remove them before deleting the class.',
  trainerHasClasses: 'This trainer is assigned to classes. Reassign them before deleting.',
  categoryHasClasses: 'This category is used by classes. Reassign them before deleting.',
  selectClass: 'Please select a class',
  startTimeInvalid: 'Start time must be an ISO date-time',
  endTimeInvalid: 'End time must be an ISO date-time',
  startTimeZone: 'startTime must be an ISO 8601 time with a zone, such as 2026-03-09T16:00:00.000Z',
  endTimeZone: 'endTime must be an ISO 8601 time with a zone, such as 2026-03-09T16:00:00.000Z',
  isCancelledBoolean: 'isCancelled must be true or false',
  endAfterStart: 'End time must be after the start time',
  scheduleDates: `A class must take place between ${FIRST_STUDIO_DATE} and ${LAST_STUDIO_DATE}`,
  scheduleDuration: `Duration must be between ${SCHEDULE_MIN_DURATION_MINUTES} and ${SCHEDULE_MAX_DURATION_MINUTES} minutes`,
  scheduleCancelled: 'This schedule is cancelled and can no longer be changed',
  bookedIntoPast:
    'Members have booked this class, so it cannot be moved into the past. Choose a later time, or cancel it to refund them.',
  bookedStarted:
    'Members have booked this class and it has already started, so its time and class can no longer be changed.',
  bookedEnded: 'Members have booked this class and it has already ended, so it can no longer be cancelled.',
  dateFormat: `date must be a day from ${FIRST_STUDIO_DATE} to ${LAST_STUDIO_DATE}, written yyyy-MM-dd`,
  sectionIdNumber: 'id must be a number',
  sectionRequired: 'Section ID and Title are required fields',
  sectionTitleMax: atMost('Title', SECTION_TITLE_MAX_LENGTH),
  subtitleText: 'Subtitle must be text',
  subtitleMax: atMost('Subtitle', SECTION_SUBTITLE_MAX_LENGTH),
  buttonTextText: 'Button text must be text',
  buttonTextMax: atMost('Button text', BUTTON_TEXT_MAX_LENGTH),
  buttonLinkText: 'Button link must be text',
  buttonLinkMax: atMost('Button link', BUTTON_LINK_MAX_LENGTH),
  buttonLinkInvalid: 'Button links must be a path on this site or an http(s) address',
  buttonColourText: 'Button colour must be text',
  buttonColourMax: atMost('Button colour', COLOUR_MAX_LENGTH),
  buttonColourInvalid: colour('Button colour'),
  secondaryButtonTextText: 'Secondary button text must be text',
  secondaryButtonTextMax: atMost('Secondary button text', BUTTON_TEXT_MAX_LENGTH),
  secondaryButtonLinkText: 'Secondary button link must be text',
  secondaryButtonLinkMax: atMost('Secondary button link', BUTTON_LINK_MAX_LENGTH),
  secondaryButtonColourText: 'Secondary button colour must be text',
  secondaryButtonColourMax: atMost('Secondary button colour', COLOUR_MAX_LENGTH),
  secondaryButtonColourInvalid: colour('Secondary button colour'),
  backgroundColourText: 'Background colour must be text',
  backgroundColourMax: atMost('Background colour', COLOUR_MAX_LENGTH),
  backgroundColourInvalid: colour('Background colour'),
  contentList: 'Content must be a list of {title, description}',
  contentMaxItems: `A section holds at most ${SECTION_MAX_ITEMS} items`,
  itemTitleRequired: 'Each content item needs a title',
  itemTitleMax: atMost('Item title', SECTION_ITEM_TITLE_MAX_LENGTH),
  itemDescriptionRequired: 'Each content item needs a description',
  itemDescriptionMax: atMost('Item description', SECTION_ITEM_DESCRIPTION_MAX_LENGTH),
  settingKeyRequired: 'Setting key is required',
  settingKeyPattern: 'Setting key may hold letters, digits, dots, dashes and underscores',
  settingKeyMax: atMost('Setting key', SETTING_KEY_MAX_LENGTH),
  settingValueRequired: 'Setting value must be text',
  settingValueMax: atMost('Setting value', SETTING_VALUE_MAX_LENGTH),
  settingCategoryName: 'category must be a simple name',
  ogImageRelative: 'Social image path should be relative to the site root',
} as const;

/** A name the caller sent, as a message repeats it: at most 40 characters of it, so that a long one is not echoed. */
const named = (name: string): string => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

export const unknownSectionMessage = (sectionId: string): string => `Unknown section: ${named(sectionId)}`;
export const unknownMetaKeyMessage = (key: string): string => `Unknown meta setting: ${named(key)}`;
export const metaKeyCategoryMessage = (key: string): string =>
  `${named(key)} is a meta setting: save it with the category 'meta'`;
