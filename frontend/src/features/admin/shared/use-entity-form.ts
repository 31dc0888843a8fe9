import { toastFailure, toastSuccess } from './admin-feedback';
import type { FormState } from './use-entity-dialogs';
import { useOneAtATime } from '../../../lib/one-at-a-time';

export interface EntitySaveTexts {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
}

/**
 * An add or edit dialog's behaviour: the row being edited (none when adding), a save that creates or updates,
 * says so in a toast and closes (or keeps the dialog open with the failure's toast), and the FormDialog props
 * that follow from them.
 */
export function useEntityForm<Item extends { id: number }, Body>({
  state,
  create,
  update,
  texts,
  onClose,
  onDelete,
}: {
  state: FormState<Item>;
  create: { mutateAsync: (body: Body) => Promise<unknown>; isPending: boolean };
  /** Its body may be looser than a create's (partial updates); the dialog sends the whole form either way. */
  update: {
    mutateAsync: (args: { id: number; body: NoInfer<Body> }) => Promise<unknown>;
    isPending: boolean;
  };
  texts: EntitySaveTexts;
  onClose: () => void;
  onDelete: (item: Item) => void;
}) {
  const editing = state?.mode === 'edit' ? state.item : null;

  const save = useOneAtATime(async (body: Body) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        toastSuccess(texts.updated);
      } else {
        await create.mutateAsync(body);
        toastSuccess(texts.created);
      }
      onClose();
    } catch (error) {
      toastFailure(editing ? texts.updateFailed : texts.createFailed, error);
    }
  });

  return {
    editing,
    save,
    dialog: {
      open: state !== null,
      submitting: create.isPending || update.isPending,
      onDelete: editing ? () => onDelete(editing) : undefined,
      onClose,
    },
  };
}
