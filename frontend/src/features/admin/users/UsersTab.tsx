import { Alert, Button, Input, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { serverMessageOr } from '../../../api/http';
import { CLEAR_SEARCH } from '../../../ui/clear-search';
import { StatusBadge } from '../../../ui/StatusBadge';
import { toast } from '../../../ui/toast/toast-store';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useAdminUsers } from './use-admin-users';
import { useChangeAdminRole, type RoleChange } from './use-change-admin-role';
import type { AdminUser } from './users-api';
import { USERS_TEXTS as T } from './users-texts';
import { AdminLoading } from '../shared/AdminLoading';
import { QUIET_LOADING, SearchCount } from '../shared/AdminTable';
import '../shared/admin-shared.css';
import './users.css';

/** Users whose username, full name or e-mail holds the search text (any case). */
function filterUsers(users: AdminUser[], search: string): AdminUser[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((u) =>
    [u.username, u.fullName, u.email].some((field) => field.toLowerCase().includes(needle)),
  );
}

interface PendingChange {
  user: AdminUser;
  change: RoleChange;
}

/** Spec §2 "Users tab": every user with their role; promote regular users, remove other admins' rights. */
export default function UsersTab() {
  const { user: me } = useCurrentUser();
  const users = useAdminUsers();
  const changeRole = useChangeAdminRole();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [search, setSearch] = useState('');
  const shown = filterUsers(users.data ?? [], search);

  const confirm = async () => {
    if (!pending) return;
    const { user, change } = pending;
    try {
      await changeRole.mutateAsync({ id: user.id, change });
      toast({
        title: 'Success',
        description: change === 'promote' ? T.promoted : T.demoted,
        variant: 'success',
      });
      setPending(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessageOr(error, change === 'promote' ? T.promoteFailed : T.demoteFailed),
        variant: 'destructive',
      });
    }
  };

  const columns: TableColumnsType<AdminUser> = [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 64 },
    { title: 'Username', dataIndex: 'username', key: 'username' },
    { title: 'Full Name', dataIndex: 'fullName', key: 'fullName' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Status',
      key: 'status',
      render: (_, user) =>
        user.isAdmin ? (
          <StatusBadge tone="info">Admin</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Regular</StatusBadge>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, user) => {
        if (!user.isAdmin)
          return (
            <Button
              size="small"
              aria-label={`Promote ${user.username}`}
              onClick={() => setPending({ user, change: 'promote' })}
            >
              Promote
            </Button>
          );
        if (user.id === me?.id) return <span className="admin-users__you">You</span>;
        return (
          <Button
            size="small"
            danger
            aria-label={`Remove ${user.username}`}
            onClick={() => setPending({ user, change: 'demote' })}
          >
            Remove
          </Button>
        );
      },
    },
  ];

  return (
    <section className="admin-users" aria-labelledby="admin-users-title">
      <Typography.Title level={2} id="admin-users-title" className="admin-users__title">
        Users
      </Typography.Title>
      <Input
        type="search"
        allowClear={CLEAR_SEARCH}
        aria-label="Search users"
        placeholder="Search by name, username or e-mail"
        className="admin-users__search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SearchCount query={search} shown={shown.length} total={users.data?.length ?? 0} />
      {users.isPending ? (
        <AdminLoading label="Loading users" />
      ) : users.isError ? (
        <Alert type="error" showIcon title={T.loadFailed} description={serverMessageOr(users.error, '')} />
      ) : (
        // The table scrolls sideways in its own box on a phone; the box takes keyboard focus so it can be scrolled.
        <div
          className="admin-table__scroll admin-users__table"
          role="region"
          aria-label="Users table"
          tabIndex={0}
        >
          <Table<AdminUser>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={shown}
            loading={QUIET_LOADING}
            locale={{ emptyText: T.empty }}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </div>
      )}
      <Modal
        open={pending !== null}
        title={pending?.change === 'demote' ? T.removeTitle : T.promoteTitle}
        okText={pending?.change === 'demote' ? 'Remove' : 'Promote'}
        okButtonProps={{ danger: pending?.change === 'demote', loading: changeRole.isPending }}
        onOk={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.change === 'promote' ? (
          <p>
            Give <strong>{pending.user.fullName || pending.user.username}</strong> admin rights? They will
            have full access to the admin panel.
          </p>
        ) : pending ? (
          <p>
            Remove admin rights from <strong>{pending.user.fullName || pending.user.username}</strong>? They
            will lose access to the admin panel.
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
