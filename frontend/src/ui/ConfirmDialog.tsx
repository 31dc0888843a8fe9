import { Modal } from 'antd';

/**
 * A confirmation before a change that cannot be undone (spec §2: each admin delete and 'Clear All Calendar'; a
 * member removing a saved card), as a dialog that takes the focus.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmText,
  cancelText = 'Cancel',
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmText: string;
  cancelText?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      cancelText={cancelText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={onConfirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{text}</p>
    </Modal>
  );
}
