import type { TableColumnsType } from 'antd';
import type { Category } from '../shared/admin-api';
import { CATEGORY_TEXTS } from '../shared/admin-texts';
import { AdminPanel } from '../shared/AdminPanel';
import { AdminTable } from '../shared/AdminTable';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RowActions } from '../shared/RowActions';
import { useAdminCategories } from '../shared/use-admin-queries';
import { useEntityDialogs } from '../shared/use-entity-dialogs';
import { CategoryDialog } from './CategoryDialog';
import { useDeleteCategory } from './use-category-mutations';

/** Spec §2 "Categories tab": Name, Description ('N/A' if empty), Edit and Delete. */
export default function CategoriesTab() {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const dialogs = useEntityDialogs<Category>();

  const columns: TableColumnsType<Category> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      render: (description: string | null) => description || 'N/A',
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, category) => (
        <RowActions
          name={category.name}
          onEdit={() => dialogs.openEdit(category)}
          onDelete={() => dialogs.askDelete(category)}
        />
      ),
    },
  ];

  return (
    <AdminPanel title="Categories" addText="Add New Category" onAdd={dialogs.openCreate}>
      <AdminTable<Category>
        label="Categories"
        columns={columns}
        rows={categories.data}
        loading={categories.isPending}
        error={categories.error}
        errorTitle="Failed to load categories"
        searchText={(category) => category.name}
        emptyText={CATEGORY_TEXTS.empty}
      />
      <CategoryDialog state={dialogs.form} onClose={dialogs.closeForm} onDelete={dialogs.askDelete} />
      <ConfirmDialog
        open={dialogs.deleting !== null}
        title="Delete Category"
        text={CATEGORY_TEXTS.confirmDelete}
        confirmText="Delete"
        busy={remove.isPending}
        onConfirm={() => dialogs.confirmDelete(remove.mutateAsync, CATEGORY_TEXTS)}
        onClose={dialogs.closeDelete}
      />
    </AdminPanel>
  );
}
