import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The Edit and Delete buttons of a table row, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteText = 'Delete',
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  deleteText?: string;
}) {
  return (
    <div className="admin-row-actions">
      {onEdit ? (
        <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={onDelete}
          aria-label={`${deleteText} ${name}`}
        >
          {deleteText}
        </Button>
      ) : null}
    </div>
  );
}
