import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/toast-store';
import { META_FIELDS, type MetaForm } from './meta-settings';
import { META_SETTINGS_KEY, saveMetaSetting } from './og-settings-api';
import { OG_REMINDER_DELAY_MS, OG_TEXTS } from './og-texts';

/** Saves the five settings, one call each (spec §7); after a save, the social-cache reminder follows (spec §8). */
export function useSaveMetaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: async (form: MetaForm) => {
      for (const { key } of META_FIELDS) await saveMetaSetting(key, form[key].trim());
    },
    onSuccess: () => {
      setTimeout(
        () => toast({ title: OG_TEXTS.reminderTitle, description: OG_TEXTS.reminder }),
        OG_REMINDER_DELAY_MS,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: META_SETTINGS_KEY }),
  });
}
