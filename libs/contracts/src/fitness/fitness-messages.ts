import { GOAL_DESCRIPTION_MIN_LENGTH, GOAL_TARGET_MIN, GOAL_TITLE_MIN_LENGTH } from '../constants';

export const GOAL_TITLE_MAX_LENGTH = 100;
export const GOAL_DESCRIPTION_MAX_LENGTH = 1000;
export const GOAL_METRIC_MAX_LENGTH = 50;
/** Progress and targets are counts or measures a person types; far above this is a typing error. */
export const GOAL_AMOUNT_MAX = 1_000_000;

/** What the fitness service answers when it says no; the goal texts are spec §5's, verbatim. */
export const FitnessMessages = {
  goalTitleTooShort: `Goal title must be at least ${GOAL_TITLE_MIN_LENGTH} characters.`,
  goalTitleTooLong: `Goal title must be at most ${GOAL_TITLE_MAX_LENGTH} characters.`,
  goalDescriptionTooShort: `Description must be at least ${GOAL_DESCRIPTION_MIN_LENGTH} characters.`,
  goalDescriptionTooLong: `Description must be at most ${GOAL_DESCRIPTION_MAX_LENGTH} characters.`,
  goalTypeInvalid: 'Please select a goal type.',
  goalTargetDateInvalid: 'Please enter a valid date.',
  goalTargetInvalid: `Target must be at least ${GOAL_TARGET_MIN}.`,
  goalTargetTooLarge: `Target must be at most ${GOAL_AMOUNT_MAX}.`,
  goalMetricInvalid: `The unit must be text of at most ${GOAL_METRIC_MAX_LENGTH} characters.`,
  progressInvalid: `Progress must be a number from 0 to ${GOAL_AMOUNT_MAX}.`,
  achievedInvalid: 'achieved must be true or false',
  goalNotFound: 'Goal not found.',
  categoryIdInvalid: 'categoryId must be a positive whole number',
  favoriteInvalid: 'favorite must be true or false',
  categoryStatsNotFound: 'You have no classes in this category yet.',
} as const;
