import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOMEPAGE_CONTENT_KEY } from '../../home/api/homepage-api';
import { saveSection } from './homepage-api';

/** Saves a section; the public home's content query is read again so it shows the change. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEPAGE_CONTENT_KEY }),
  });
}
