/**
 * The fitness tracker's texts, verbatim from the spec (§2 "Fitness tracker", §5 "Fitness goal", §8 "Fitness").
 * The service's own copy of the §5 messages (FitnessMessages in libs/contracts) is not exported to the browser.
 */
export const FITNESS_TEXTS = {
  statsFailed: 'Failed to load fitness stats',
  achievementsFailed: 'Failed to load achievements',
  goalsFailed: 'Failed to load fitness goals',
  categoryStatsFailed: 'Failed to load category stats',
  updateFailed: 'There was a problem updating your progress. Please try again.',
  invalidDate: 'Invalid date',
  customGoalsTitle: 'Custom Goals Coming Soon!',
  customGoalsBody: 'This feature will be available soon. Thanks for your patience.',
} as const;

export const GOAL_FORM_TEXTS = {
  titleTooShort: 'Goal title must be at least 3 characters.',
  descriptionTooShort: 'Description must be at least 5 characters.',
  typeRequired: 'Please select a goal type.',
  dateInvalid: 'Please enter a valid date.',
  targetTooSmall: 'Target must be at least 1.',
} as const;
