import { useState } from 'react';
import { toastFailure, toastSuccess } from './admin-feedback';

/** What an admin tab's dialogs show: the add or edit form (edit holds the row) and the delete confirmation. */
export type FormState<Item> = { mode: 'create' } | { mode: 'edit'; item: Item } | null;

/** A tab's delete texts (spec §8 "Admin"): the success toast's title and the failure toast's. */
export interface DeleteTexts {
  deleted: string;
  deleteFailed: string;
}

export function useEntityDialogs<Item extends { id: number }>() {
  const [form, setForm] = useState<FormState<Item>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  return {
    form,
    deleting,
    openCreate: () => setForm({ mode: 'create' }),
    openEdit: (item: Item) => setForm({ mode: 'edit', item }),
    closeForm: () => setForm(null),
    askDelete: (item: Item) => setDeleting(item),
    closeDelete: () => setDeleting(null),
    /**
     * Deletes the row the confirmation asks about. Either way the confirmation closes: deleted, the form it was
     * asked from closes too; refused (a class still scheduled, say), the toast says why and the form stays.
     */
    confirmDelete: async (remove: (id: number) => Promise<unknown>, texts: DeleteTexts) => {
      if (!deleting) return;
      try {
        await remove(deleting.id);
        toastSuccess(texts.deleted);
        setForm(null);
      } catch (error) {
        toastFailure(texts.deleteFailed, error);
      }
      setDeleting(null);
    },
  };
}
