/**
 * The fitness tracker's texts, verbatim from the spec (§2 "Fitness tracker", §8 "Fitness"); the goal form's §5
 * messages are the service's own (FitnessMessages from @studio/contracts/browser).
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
