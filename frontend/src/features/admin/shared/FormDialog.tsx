import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * An add or edit dialog around a form with the id `formId`: its submit button sits in the footer (a native
 * `form` attribute), and an edit dialog also offers its delete button there (spec §2).
 */
export function FormDialog({
  open,
  title,
  formId,
  submitText,
  submittingText = submitText,
  submitting,
  deleteText,
  onDelete,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  formId: string;
  submitText: string;
  submittingText?: string;
  submitting: boolean;
  deleteText?: string;
  onDelete?: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      className="admin-dialog"
      footer={
        <div className="admin-dialog__footer">
          {deleteText && onDelete ? (
            <Button danger onClick={onDelete} className="admin-dialog__delete">
              {deleteText}
            </Button>
          ) : null}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={submitting}>
            {submitting ? submittingText : submitText}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
