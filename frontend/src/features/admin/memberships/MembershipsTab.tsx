import { Alert, type TableColumnsType } from 'antd';
import { StatusBadge } from '../../../ui/StatusBadge';
import type { Plan } from '../shared/admin-api';
import { PLAN_TEXTS } from '../shared/admin-texts';
import { AdminPanel } from '../shared/AdminPanel';
import { AdminTable } from '../shared/AdminTable';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDollars } from '../../../lib/money';
import { RowActions } from '../shared/RowActions';
import { useAdminPlans } from '../shared/use-admin-queries';
import { useEntityDialogs } from '../shared/use-entity-dialogs';
import { featureSummary } from '../../billing/plan-display';
import { PlanDialog } from './PlanDialog';
import { useDeletePlan } from './use-plan-mutations';
import './memberships-tab.css';

function Features({ features }: { features: readonly string[] }) {
  const { shown, more } = featureSummary(features);
  if (shown.length === 0) return <span>None</span>;
  return (
    <ul className="plan-features">
      {shown.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
      {more ? <li className="plan-features__more">{more}</li> : null}
    </ul>
  );
}

/** Spec §2 "Memberships tab": every plan, inactive ones too, with create, edit and delete. */
export default function MembershipsTab() {
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const dialogs = useEntityDialogs<Plan>();

  const columns: TableColumnsType<Plan> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      render: (text: string) => <span className="plan-description">{text}</span>,
    },
    { title: 'Price', dataIndex: 'price', key: 'price', render: (price: number) => formatDollars(price) },
    { title: 'Interval', dataIndex: 'interval', key: 'interval' },
    {
      title: 'Features',
      dataIndex: 'features',
      key: 'features',
      render: (features: string[]) => <Features features={features} />,
    },
    { title: 'Credits', dataIndex: 'classCredits', key: 'classCredits' },
    { title: 'Priority', dataIndex: 'priority', key: 'priority' },
    {
      title: 'Status',
      dataIndex: 'isActive',
      key: 'isActive',
      render: (active: boolean) =>
        active ? (
          <StatusBadge tone="success">Active</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Inactive</StatusBadge>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, plan) => (
        <RowActions
          name={plan.name}
          onEdit={() => dialogs.openEdit(plan)}
          onDelete={() => dialogs.askDelete(plan)}
        />
      ),
    },
  ];

  return (
    <AdminPanel title="Membership Plans" addText="Add New Plan" onAdd={dialogs.openCreate}>
      {plans.isError ? (
        <Alert
          type="error"
          showIcon
          title={PLAN_TEXTS.authErrorTitle}
          description={PLAN_TEXTS.authErrorText}
        />
      ) : (
        <AdminTable<Plan>
          label="Membership plans"
          columns={columns}
          rows={plans.data}
          loading={plans.isPending}
          error={null}
          errorTitle={PLAN_TEXTS.authErrorTitle}
          searchText={(plan) => plan.name}
          emptyText={PLAN_TEXTS.empty}
        />
      )}
      <PlanDialog state={dialogs.form} onClose={dialogs.closeForm} onDelete={dialogs.askDelete} />
      <ConfirmDialog
        open={dialogs.deleting !== null}
        title="Delete Membership Plan"
        text={PLAN_TEXTS.confirmDelete}
        confirmText="Delete"
        busy={remove.isPending}
        onConfirm={() => dialogs.confirmDelete(remove.mutateAsync, PLAN_TEXTS)}
        onClose={dialogs.closeDelete}
      />
    </AdminPanel>
  );
}
