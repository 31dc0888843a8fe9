import { TRAINER_NAME_MIN_LENGTH, TRAINER_SPECIALIZATION_MIN_LENGTH } from '@studio/contracts/browser';
import { Form, Input } from 'antd';
import type { Trainer, TrainerInput } from '../shared/admin-api';
import { toastFailure, toastSuccess } from '../shared/admin-feedback';
import { TRAINER_TEXTS, VALIDATION_TEXTS } from '../shared/admin-texts';
import { FormDialog } from '../shared/FormDialog';
import type { FormState } from '../shared/use-entity-dialogs';
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
  const create = useCreateTrainer();
  const update = useUpdateTrainer();
  const editing = state?.mode === 'edit' ? state.item : null;

  const save = async (values: TrainerValues) => {
    const body: TrainerInput = {
      name: values.name.trim(),
      specialization: values.specialization.trim(),
      bio: values.bio?.trim() || null,
      imageUrl: values.imageUrl?.trim() || null,
    };
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        toastSuccess(TRAINER_TEXTS.updated);
      } else {
        await create.mutateAsync(body);
        toastSuccess(TRAINER_TEXTS.created);
      }
      onClose();
    } catch (error) {
      toastFailure(editing ? TRAINER_TEXTS.updateFailed : TRAINER_TEXTS.createFailed, error);
    }
  };

  return (
    <FormDialog
      open={state !== null}
      title={editing ? 'Edit Trainer' : 'Add New Trainer'}
      formId={FORM_ID}
      submitText={editing ? 'Update Trainer' : 'Create Trainer'}
      submitting={create.isPending || update.isPending}
      deleteText={editing ? 'Delete Trainer' : undefined}
      onDelete={editing ? () => onDelete(editing) : undefined}
      onClose={onClose}
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
        onFinish={save}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[
            {
              required: true,
              whitespace: true,
              min: TRAINER_NAME_MIN_LENGTH,
              message: VALIDATION_TEXTS.trainerName,
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="Specialization"
          name="specialization"
          rules={[
            {
              required: true,
              whitespace: true,
              min: TRAINER_SPECIALIZATION_MIN_LENGTH,
              message: VALIDATION_TEXTS.specialization,
            },
          ]}
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
