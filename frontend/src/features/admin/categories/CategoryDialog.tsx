import { CATEGORY_NAME_MIN_LENGTH } from '@studio/contracts/browser';
import { Form, Input } from 'antd';
import type { Category, CategoryInput } from '../shared/admin-api';
import { CATEGORY_TEXTS, VALIDATION_TEXTS } from '../shared/admin-texts';
import { toastFailure, toastSuccess } from '../shared/admin-feedback';
import { FormDialog } from '../shared/FormDialog';
import type { FormState } from '../shared/use-entity-dialogs';
import { useCreateCategory, useUpdateCategory } from './use-category-mutations';

const FORM_ID = 'admin-category-form';

interface CategoryValues {
  name: string;
  description?: string;
}

/** 'Add New Category' and 'Edit Category' (with 'Delete Category'): name and optional description. */
export function CategoryDialog({
  state,
  onClose,
  onDelete,
}: {
  state: FormState<Category>;
  onClose: () => void;
  onDelete: (category: Category) => void;
}) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const editing = state?.mode === 'edit' ? state.item : null;

  const save = async (values: CategoryValues) => {
    const body: CategoryInput = { name: values.name.trim(), description: values.description?.trim() || null };
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        toastSuccess(CATEGORY_TEXTS.updated);
      } else {
        await create.mutateAsync(body);
        toastSuccess(CATEGORY_TEXTS.created);
      }
      onClose();
    } catch (error) {
      toastFailure(editing ? CATEGORY_TEXTS.updateFailed : CATEGORY_TEXTS.createFailed, error);
    }
  };

  return (
    <FormDialog
      open={state !== null}
      title={editing ? 'Edit Category' : 'Add New Category'}
      formId={FORM_ID}
      submitText={editing ? 'Update Category' : 'Create Category'}
      submitting={create.isPending || update.isPending}
      deleteText={editing ? 'Delete Category' : undefined}
      onDelete={editing ? () => onDelete(editing) : undefined}
      onClose={onClose}
    >
      <Form<CategoryValues>
        id={FORM_ID}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: editing?.name ?? '', description: editing?.description ?? '' }}
        onFinish={save}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[
            {
              required: true,
              whitespace: true,
              min: CATEGORY_NAME_MIN_LENGTH,
              message: VALIDATION_TEXTS.categoryName,
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
