import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { AuthDebugInfo } from '../features/auth/components/AuthDebugInfo';
import { useAuthStatus } from '../features/auth/hooks/use-auth-status';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useTestAuthRequest } from '../features/auth/hooks/use-test-auth-request';
import { usePageTitle } from '../ui/use-page-title';

/** /debug/auth (spec §2): client auth state and the server's view of the session. */
export default function AuthDebugPage() {
  usePageTitle('Auth Debug');
  const { user, isLoading } = useCurrentUser();
  const status = useAuthStatus();
  const testRequest = useTestAuthRequest();

  const clientStatus = isLoading ? 'Loading' : user ? 'Authenticated' : 'Not authenticated';
  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Auth Debug
      </Typography.Title>
      <Space wrap className="debug-actions">
        <Button type="primary" onClick={() => void status.refetch()} loading={status.isFetching}>
          Refresh Info
        </Button>
        <Button onClick={() => testRequest.mutate()} loading={testRequest.isPending}>
          Test Auth Request
        </Button>
      </Space>
      <Card title={<h2 className="card-heading">Client Auth State</h2>} className="debug-card">
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Status">{clientStatus}</Descriptions.Item>
          <Descriptions.Item label="Username">{user?.username ?? 'None'}</Descriptions.Item>
          <Descriptions.Item label="ID">{user?.id ?? 'None'}</Descriptions.Item>
          <Descriptions.Item label="Admin">{user ? (user.isAdmin ? 'Yes' : 'No') : 'None'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 className="card-heading">Server Session</h2>} className="debug-card">
        <AuthDebugInfo query={status} />
      </Card>
    </div>
  );
}
