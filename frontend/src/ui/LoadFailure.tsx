import { Alert, Button } from 'antd';
import { loadFailureText } from '../api/http';

/** A read that failed: what could not be loaded, the reason when `error` is given, and a way to try again. */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error?: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error === undefined ? undefined : loadFailureText(error, title)}
      action={
        <Button size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
