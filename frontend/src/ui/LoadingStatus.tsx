import { Skeleton } from 'antd';
import type { ReactNode } from 'react';

/**
 * A placeholder while data loads, named for what loads. The name needs a role (a plain div may not carry one:
 * axe's aria-prohibited-attr), as on the class list.
 */
export function LoadingStatus({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}

/** Placeholder lines, without Ant Design's title bar: it is an empty <h3>, a heading that says nothing. */
export function SkeletonLines({ rows }: { rows: number }) {
  return <Skeleton active title={false} paragraph={{ rows }} />;
}
