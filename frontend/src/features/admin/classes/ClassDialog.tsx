import {
  CLASS_DEFAULT_CAPACITY,
  CLASS_DEFAULT_DURATION_MINUTES,
  CLASS_MIN_CAPACITY,
  CLASS_MIN_DURATION_MINUTES,
  CLASS_MIN_PRICE,
  HOME_FEATURED_SKELETONS,
  PUBLIC_FEATURED_CLASSES,
} from '@studio/contracts/browser';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import type { AdminClass, ClassInput } from '../shared/admin-api';
import { CLASS_TEXTS, VALIDATION_TEXTS } from '../shared/admin-texts';
import { FormDialog } from '../shared/FormDialog';
import { wholeCents } from '../shared/form-rules';
import { useAdminCategories, useAdminTrainers } from '../shared/use-admin-queries';
import type { FormState } from '../shared/use-entity-dialogs';
import { useEntityForm } from '../shared/use-entity-form';
import { ClassImageField } from './ClassImageField';
import { useCreateClass, useUpdateClass } from './use-class-mutations';

const FORM_ID = 'admin-class-form';

interface ClassValues {
  name: string;
  description?: string;
  trainerId?: number;
  categoryId?: number;
  price: number | null;
  duration: number | null;
  maxCapacity: number | null;
  studio?: string;
  requirements?: string;
  featured: boolean;
}

/** Spec §5 defaults: duration 60, capacity 10, price 0, no trainer or category chosen. */
function initialValues(item: AdminClass | null): ClassValues {
  if (!item) {
    return {
      name: '',
      price: 0,
      duration: CLASS_DEFAULT_DURATION_MINUTES,
      maxCapacity: CLASS_DEFAULT_CAPACITY,
      featured: false,
    };
  }
  return {
    name: item.name,
    description: item.description,
    trainerId: item.trainerId,
    categoryId: item.categoryId,
    price: item.price,
    duration: item.duration,
    maxCapacity: item.maxCapacity,
    studio: item.studio,
    requirements: item.requirements,
    featured: item.featured,
  };
}

function toBody(values: ClassValues, imageData: string | null): ClassInput {
  return {
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
    trainerId: Number(values.trainerId),
    categoryId: Number(values.categoryId),
    price: Number(values.price),
    duration: Number(values.duration),
    maxCapacity: Number(values.maxCapacity),
    studio: values.studio?.trim() ?? '',
    requirements: values.requirements?.trim() ?? '',
    featured: values.featured,
    imageData,
  };
}

const atLeast = (min: number, message: string) => [
  { required: true, message },
  { type: 'number' as const, min, message },
];

function ClassForm({
  editing,
  onSubmit,
}: {
  editing: AdminClass | null;
  onSubmit: (body: ClassInput) => void;
}) {
  const trainers = useAdminTrainers();
  const categories = useAdminCategories();
  const [imageData, setImageData] = useState<string | null>(editing?.imageData ?? null);

  return (
    <Form<ClassValues>
      id={FORM_ID}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues(editing)}
      onFinish={(values) => onSubmit(toBody(values, imageData))}
    >
      <Form.Item
        label="Class Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: VALIDATION_TEXTS.className }]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} />
      </Form.Item>
      <div className="admin-form__row">
        <Form.Item
          label="Trainer"
          name="trainerId"
          rules={[{ required: true, message: VALIDATION_TEXTS.selectTrainer }]}
        >
          <Select
            placeholder="Select a trainer"
            showSearch={{ optionFilterProp: 'label' }}
            loading={trainers.isPending}
            options={(trainers.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item
          label="Category"
          name="categoryId"
          rules={[{ required: true, message: VALIDATION_TEXTS.selectCategory }]}
        >
          <Select
            placeholder="Select a category"
            showSearch={{ optionFilterProp: 'label' }}
            loading={categories.isPending}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </div>
      <div className="admin-form__row">
        <Form.Item
          label="Price ($)"
          name="price"
          rules={[
            ...atLeast(CLASS_MIN_PRICE, VALIDATION_TEXTS.priceMin),
            wholeCents(VALIDATION_TEXTS.priceCents),
          ]}
        >
          <InputNumber step={0.01} inputMode="decimal" />
        </Form.Item>
        <Form.Item
          label="Duration (min)"
          name="duration"
          rules={atLeast(CLASS_MIN_DURATION_MINUTES, VALIDATION_TEXTS.durationMin)}
        >
          <InputNumber step={5} precision={0} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          label="Max Capacity"
          name="maxCapacity"
          rules={atLeast(CLASS_MIN_CAPACITY, VALIDATION_TEXTS.capacityMin)}
        >
          <InputNumber precision={0} inputMode="numeric" />
        </Form.Item>
      </div>
      <div className="admin-form__row">
        <Form.Item label="Studio" name="studio">
          <Input />
        </Form.Item>
        <Form.Item label="Requirements" name="requirements" extra="What to bring, comma-separated">
          <Input />
        </Form.Item>
      </div>
      <Form.Item
        name="featured"
        valuePropName="checked"
        extra={`The public home shows the first ${PUBLIC_FEATURED_CLASSES} featured classes and the members' home the first ${HOME_FEATURED_SKELETONS}, the oldest first.`}
      >
        <Checkbox>Featured class</Checkbox>
      </Form.Item>
      <ClassImageField value={imageData} onChange={setImageData} />
    </Form>
  );
}

/** 'Add New Class' and 'Edit Class' (with 'Delete Class'). */
export function ClassDialog({
  state,
  onClose,
  onDelete,
}: {
  state: FormState<AdminClass>;
  onClose: () => void;
  onDelete: (item: AdminClass) => void;
}) {
  const { editing, save, dialog } = useEntityForm({
    state,
    create: useCreateClass(),
    update: useUpdateClass(),
    texts: {
      ...CLASS_TEXTS,
      createFailed: CLASS_TEXTS.saveFailed,
      updateFailed: CLASS_TEXTS.saveFailed,
    },
    onClose,
    onDelete,
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Class' : 'Add New Class'}
      formId={FORM_ID}
      submitText={editing ? 'Update Class' : 'Create Class'}
      deleteText={editing ? 'Delete Class' : undefined}
    >
      <ClassForm editing={editing} onSubmit={save} />
    </FormDialog>
  );
}
