import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, type ReactNode } from 'react';
import './admin-shared.css';

/** One admin tab: its heading, its add button and its content. */
export function AdminPanel({
  title,
  addText,
  onAdd,
  actions,
  children,
}: {
  title: string;
  addText?: string;
  onAdd?: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <div className="admin-panel__header">
        <h2 id={headingId} className="admin-panel__title">
          {title}
        </h2>
        <div className="admin-panel__actions">
          {actions}
          {addText && onAdd ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
              {addText}
            </Button>
          ) : null}
        </div>
      </div>
      {children}
    </section>
  );
}
