import type { TableColumnsType } from 'antd';
import type { AdminClass } from '../shared/admin-api';
import { CLASS_TEXTS } from '../shared/admin-texts';
import { AdminPanel } from '../shared/AdminPanel';
import { AdminTable } from '../shared/AdminTable';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDollars } from '../../../lib/money';
import { RowActions } from '../shared/RowActions';
import { useAdminClasses } from '../shared/use-admin-queries';
import { useEntityDialogs } from '../shared/use-entity-dialogs';
import { ClassDialog } from './ClassDialog';
import { useDeleteClass } from './use-class-mutations';
import './classes-tab.css';

/** Spec §2 "Classes tab": Name, Category, Price, Duration (min), Max Capacity, Edit and Delete. */
export default function ClassesTab() {
  const classes = useAdminClasses();
  const remove = useDeleteClass();
  const dialogs = useEntityDialogs<AdminClass>();

  const columns: TableColumnsType<AdminClass> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Category', key: 'category', render: (_, item) => item.category.name },
    { title: 'Price', dataIndex: 'price', key: 'price', render: (price: number) => formatDollars(price) },
    { title: 'Duration (min)', dataIndex: 'duration', key: 'duration' },
    { title: 'Max Capacity', dataIndex: 'maxCapacity', key: 'maxCapacity' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, item) => (
        <RowActions
          name={item.name}
          onEdit={() => dialogs.openEdit(item)}
          onDelete={() => dialogs.askDelete(item)}
        />
      ),
    },
  ];

  return (
    <AdminPanel title="Classes" addText="Add New Class" onAdd={dialogs.openCreate}>
      <AdminTable<AdminClass>
        label="Classes"
        columns={columns}
        rows={classes.data}
        loading={classes.isPending}
        error={classes.error}
        errorTitle="Failed to load classes"
        searchText={(item) => item.name}
        emptyText={CLASS_TEXTS.empty}
      />
      <ClassDialog state={dialogs.form} onClose={dialogs.closeForm} onDelete={dialogs.askDelete} />
      <ConfirmDialog
        open={dialogs.deleting !== null}
        title="Delete Class"
        text={CLASS_TEXTS.confirmDelete}
        confirmText="Delete"
        busy={remove.isPending}
        onConfirm={() => dialogs.confirmDelete(remove.mutateAsync, CLASS_TEXTS)}
        onClose={dialogs.closeDelete}
      />
    </AdminPanel>
  );
}
