import { Spin } from 'antd';

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spin />
      <span>{label}</span>
    </div>
  );
}
