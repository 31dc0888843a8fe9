import { Alert, Button } from 'antd';
import { errorText } from '../../../api/http';

/** A read that failed: the spec's text, the reason, and a way to try again. */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorText(error, title)}
      action={
        <Button size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
