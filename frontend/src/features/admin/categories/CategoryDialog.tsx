import { CATEGORY_NAME_MIN_LENGTH } from '@studio/contracts/browser';
import { Form, Input } from 'antd';
import type { Category } from '../shared/admin-api';
import { CATEGORY_TEXTS, VALIDATION_TEXTS } from '../shared/admin-texts';
import { FormDialog } from '../shared/FormDialog';
import { textAtLeast } from '../shared/form-rules';
import type { FormState } from '../shared/use-entity-dialogs';
import { useEntityForm } from '../shared/use-entity-form';
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
  const { editing, save, dialog } = useEntityForm({
    state,
    create: useCreateCategory(),
    update: useUpdateCategory(),
    texts: CATEGORY_TEXTS,
    onClose,
    onDelete,
  });
  const submit = (values: CategoryValues) =>
    save({ name: values.name.trim(), description: values.description?.trim() || null });

  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Category' : 'Add New Category'}
      formId={FORM_ID}
      submitText={editing ? 'Update Category' : 'Create Category'}
      deleteText={editing ? 'Delete Category' : undefined}
    >
      <Form<CategoryValues>
        id={FORM_ID}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: editing?.name ?? '', description: editing?.description ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={textAtLeast(CATEGORY_NAME_MIN_LENGTH, VALIDATION_TEXTS.categoryName)}
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
