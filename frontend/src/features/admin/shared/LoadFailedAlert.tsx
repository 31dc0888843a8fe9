import { Alert } from 'antd';
import { serverMessageOr } from '../../../api/http';

/**
 * A tab's failed load: spec §8's text for it always, and the server's reason (or the transport's) beneath it when
 * there is one.
 */
export function LoadFailedAlert({ title, text, error }: { title: string; text: string; error: unknown }) {
  const reason = serverMessageOr(error, '');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <>
          <div>{text}</div>
          {reason && reason !== text ? <div className="admin-load-failure__reason">{reason}</div> : null}
        </>
      }
    />
  );
}
