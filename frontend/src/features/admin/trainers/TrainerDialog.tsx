import { TRAINER_NAME_MIN_LENGTH, TRAINER_SPECIALIZATION_MIN_LENGTH } from '@studio/contracts/browser';
import { Form, Input } from 'antd';
import type { Trainer } from '../shared/admin-api';
import { TRAINER_TEXTS, VALIDATION_TEXTS } from '../shared/admin-texts';
import { FormDialog } from '../shared/FormDialog';
import { textAtLeast } from '../shared/form-rules';
import type { FormState } from '../shared/use-entity-dialogs';
import { useEntityForm } from '../shared/use-entity-form';
import { useCreateTrainer, useUpdateTrainer } from './use-trainer-mutations';

const FORM_ID = 'admin-trainer-form';

interface TrainerValues {
  name: string;
  specialization: string;
  bio?: string;
  imageUrl?: string;
}

/** 'Add New Trainer' and 'Edit Trainer' (with 'Delete Trainer'): name, specialization, bio and image URL. */
export function TrainerDialog({
  state,
  onClose,
  onDelete,
}: {
  state: FormState<Trainer>;
  onClose: () => void;
  onDelete: (trainer: Trainer) => void;
}) {
  const { editing, save, dialog } = useEntityForm({
    state,
    create: useCreateTrainer(),
    update: useUpdateTrainer(),
    texts: TRAINER_TEXTS,
    onClose,
    onDelete,
  });
  const submit = (values: TrainerValues) =>
    save({
      name: values.name.trim(),
      specialization: values.specialization.trim(),
      bio: values.bio?.trim() || null,
      imageUrl: values.imageUrl?.trim() || null,
    });

  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Trainer' : 'Add New Trainer'}
      formId={FORM_ID}
      submitText={editing ? 'Update Trainer' : 'Create Trainer'}
      deleteText={editing ? 'Delete Trainer' : undefined}
    >
      <Form<TrainerValues>
        id={FORM_ID}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: editing?.name ?? '',
          specialization: editing?.specialization ?? '',
          bio: editing?.bio ?? '',
          imageUrl: editing?.imageUrl ?? '',
        }}
        onFinish={submit}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={textAtLeast(TRAINER_NAME_MIN_LENGTH, VALIDATION_TEXTS.trainerName)}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="Specialization"
          name="specialization"
          rules={textAtLeast(TRAINER_SPECIALIZATION_MIN_LENGTH, VALIDATION_TEXTS.specialization)}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Bio" name="bio">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label="Image URL" name="imageUrl" extra="A path on this site or an http(s) address">
          <Input inputMode="url" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
