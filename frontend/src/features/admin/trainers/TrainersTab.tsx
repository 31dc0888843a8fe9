import type { TableColumnsType } from 'antd';
import type { Trainer } from '../shared/admin-api';
import { TRAINER_TEXTS } from '../shared/admin-texts';
import { AdminPanel } from '../shared/AdminPanel';
import { AdminTable } from '../shared/AdminTable';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RowActions } from '../shared/RowActions';
import { useAdminTrainers } from '../shared/use-admin-queries';
import { useEntityDialogs } from '../shared/use-entity-dialogs';
import { TrainerDialog } from './TrainerDialog';
import { useDeleteTrainer } from './use-trainer-mutations';

/** Spec §2 "Trainers tab": Name, Specialization, Edit and Delete. */
export default function TrainersTab() {
  const trainers = useAdminTrainers();
  const remove = useDeleteTrainer();
  const dialogs = useEntityDialogs<Trainer>();

  const columns: TableColumnsType<Trainer> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Specialization', dataIndex: 'specialization', key: 'specialization' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, trainer) => (
        <RowActions
          name={trainer.name}
          onEdit={() => dialogs.openEdit(trainer)}
          onDelete={() => dialogs.askDelete(trainer)}
        />
      ),
    },
  ];

  return (
    <AdminPanel title="Trainers" addText="Add New Trainer" onAdd={dialogs.openCreate}>
      <AdminTable<Trainer>
        label="Trainers"
        columns={columns}
        rows={trainers.data}
        loading={trainers.isPending}
        error={trainers.error}
        errorTitle="Failed to load trainers"
        searchText={(trainer) => `${trainer.name} ${trainer.specialization}`}
        emptyText={TRAINER_TEXTS.empty}
      />
      <TrainerDialog state={dialogs.form} onClose={dialogs.closeForm} onDelete={dialogs.askDelete} />
      <ConfirmDialog
        open={dialogs.deleting !== null}
        title="Delete Trainer"
        text={TRAINER_TEXTS.confirmDelete}
        confirmText="Delete"
        busy={remove.isPending}
        onConfirm={() => dialogs.confirmDelete(remove.mutateAsync, TRAINER_TEXTS)}
        onClose={dialogs.closeDelete}
      />
    </AdminPanel>
  );
}
