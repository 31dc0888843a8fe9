import { useState } from 'react';

/** What an admin tab's dialogs show: the add or edit form (edit holds the row) and the delete confirmation. */
export type FormState<Item> = { mode: 'create' } | { mode: 'edit'; item: Item } | null;

export function useEntityDialogs<Item>() {
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
  };
}
