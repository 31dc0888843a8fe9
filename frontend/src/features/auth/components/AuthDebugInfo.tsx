import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Descriptions, Spin } from 'antd';
import { ApiError } from '../../../api/http';
import type { AuthStatus } from '../../../api/types';
import { formatTimestamp } from '../../../lib/pacific-time';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** Spec §8: 'Failed to fetch auth debug info: {status} {text}'. */
function debugFailureText(error: unknown): string {
  const reason = error instanceof ApiError && error.status > 0 ? `${error.status} ${error.detail}` : null;
  return `Failed to fetch auth debug info: ${reason ?? (error instanceof Error ? error.message : String(error))}`;
}

export function AuthDebugInfo({ query }: { query: UseQueryResult<AuthStatus> }) {
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={debugFailureText(query.error)} />;
  const info = query.data;
  return (
    <Descriptions column={1} size="small" bordered className="debug-details">
      <Descriptions.Item label="Authenticated">{show(info.isAuthenticated)}</Descriptions.Item>
      <Descriptions.Item label="Session present">{show(info.hasSession)}</Descriptions.Item>
      <Descriptions.Item label="Session ID">{show(info.sessionID)}</Descriptions.Item>
      <Descriptions.Item label="Environment">{show(info.nodeEnv)}</Descriptions.Item>
      <Descriptions.Item label="Timestamp">
        {info.timestamp ? formatTimestamp(info.timestamp) : 'None'}
      </Descriptions.Item>
      <Descriptions.Item label="User">
        <pre className="debug-pre">{show(info.user)}</pre>
      </Descriptions.Item>
      <Descriptions.Item label="Origin">{show(info.headers?.origin)}</Descriptions.Item>
      <Descriptions.Item label="Referer">{show(info.headers?.referer)}</Descriptions.Item>
      <Descriptions.Item label="Host">{show(info.headers?.host)}</Descriptions.Item>
      <Descriptions.Item label="Cookie header">{show(info.headers?.cookieHeader)}</Descriptions.Item>
      <Descriptions.Item label="Session details">
        <pre className="debug-pre">{show(info.session)}</pre>
      </Descriptions.Item>
    </Descriptions>
  );
}
