/** Spec §8 "Admin: Site settings" and "OG". */
export const OG_TEXTS = {
  saveFailedTitle: 'Error saving settings',
  saveFailed: 'There was a problem saving your settings. Please try again later.',
  savedTitle: 'Settings Saved',
  saved: 'The page and social-share tags now use these settings.',
  reminderTitle: 'Clear social media caches',
  reminder:
    'Facebook, LinkedIn and X keep their own copy of your tags: run the page through their sharing debuggers to show the new ones.',
  refreshedTitle: 'Settings Refreshed',
  refreshed: 'The saved settings were read again and the tags checked.',
  refreshFailedTitle: 'Refresh Failed',
  refreshFailed: 'Unable to refresh settings. Please try again.',
  refreshErrorTitle: 'Refresh Error',
  loadFailed: 'The saved settings could not be loaded. Fields left empty keep the studio defaults.',
} as const;

/** Spec §9: the reminder follows a save after 1.5 s; 'Copied!' shows for 2 s. */
export const OG_REMINDER_DELAY_MS = 1_500;
export const COPIED_MS = 2_000;
