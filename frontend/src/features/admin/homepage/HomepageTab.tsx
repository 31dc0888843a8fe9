import type { HomepageSectionId } from '@studio/contracts/browser';
import { Button, Collapse, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { serverMessageOr } from '../../../api/http';
import type { HomepageSection } from '../../../api/types';
import { StatusBadge } from '../../../ui/StatusBadge';
import { toast } from '../../../ui/toast/toast-store';
import { useHomepageContent } from '../../home/hooks/use-homepage-content';
import { SECTIONS, SECTION_LABELS, formValues, sectionInput, type SectionForm } from './homepage-sections';
import { useSaveSection } from './use-save-section';
import { LoadingStatus } from '../../../ui/LoadingStatus';
import './homepage.css';

const REQUIRED_TEXT = 'Section ID and Title are required fields';
const REQUIRED_RULES = [{ required: true, whitespace: true, message: REQUIRED_TEXT }];

function ColorField({ name, label }: { name: keyof SectionForm; label: string }) {
  return (
    <Form.Item name={name} label={label} extra="A CSS colour such as #4f46e5">
      <Input placeholder="#4f46e5" maxLength={50} />
    </Form.Item>
  );
}

function SectionEditor({
  sectionId,
  saved,
}: {
  sectionId: HomepageSectionId;
  saved: HomepageSection | undefined;
}) {
  const [form] = Form.useForm<SectionForm>();
  const save = useSaveSection();

  const submit = async (values: SectionForm) => {
    try {
      await save.mutateAsync(sectionInput(values, saved));
      toast({
        title: 'Section Saved',
        description: `${SECTION_LABELS[sectionId]} has been updated.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to update section: ${serverMessageOr(error, (error as Error).message)}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Form<SectionForm>
      form={form}
      layout="vertical"
      initialValues={formValues(sectionId, saved)}
      requiredMark={false}
      onFinish={submit}
      onFinishFailed={() =>
        toast({ title: 'Validation Error', description: REQUIRED_TEXT, variant: 'destructive' })
      }
      className="admin-homepage__form"
    >
      <Typography.Title level={3} className="admin-homepage__form-title">
        {SECTION_LABELS[sectionId]}
      </Typography.Title>
      <Form.Item name="sectionId" label="Section ID" rules={REQUIRED_RULES}>
        <Input readOnly />
      </Form.Item>
      <Form.Item name="title" label="Title" rules={REQUIRED_RULES}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="subtitle" label="Subtitle">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <Collapse
        className="admin-homepage__collapse"
        items={[
          {
            key: 'buttons',
            label: 'Button Settings',
            forceRender: true,
            children: (
              <>
                <Form.Item name="buttonText" label="Primary Button Text">
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item
                  name="buttonLink"
                  label="Primary Button Link"
                  extra="A path on this site such as /classes"
                >
                  <Input maxLength={500} />
                </Form.Item>
                <ColorField name="buttonColor" label="Primary Button Color" />
                <Form.Item name="secondaryButtonText" label="Secondary Button Text">
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name="secondaryButtonLink" label="Secondary Button Link">
                  <Input maxLength={500} />
                </Form.Item>
                <ColorField name="secondaryButtonColor" label="Secondary Button Color" />
              </>
            ),
          },
          {
            key: 'styling',
            label: 'Styling',
            forceRender: true,
            children: <ColorField name="backgroundColor" label="Background Color" />,
          },
        ]}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending} className="admin-homepage__save">
        Save Section
      </Button>
    </Form>
  );
}

/** Spec §2 "Homepage tab": the four sections of the public home, each marked when the server holds it. */
export default function HomepageTab() {
  const content = useHomepageContent();
  const [selected, setSelected] = useState<HomepageSectionId | null>(null);
  const saved = (id: HomepageSectionId) => content.data?.find((s) => s.sectionId === id);

  return (
    <section className="admin-homepage" aria-labelledby="admin-homepage-title">
      <Typography.Title level={2} id="admin-homepage-title" className="admin-homepage__title">
        Homepage Content
      </Typography.Title>
      {content.isPending ? (
        <LoadingStatus label="Loading homepage content">
          <Spin />
        </LoadingStatus>
      ) : (
        <div className="admin-homepage__layout">
          <ul className="admin-homepage__sections" aria-label="Sections">
            {SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <button
                  type="button"
                  className="admin-homepage__section"
                  aria-pressed={selected === id}
                  onClick={() => setSelected(id)}
                >
                  <span>{label}</span>
                  {saved(id) ? <StatusBadge tone="success">Configured</StatusBadge> : null}
                </button>
              </li>
            ))}
          </ul>
          <div className="admin-homepage__editor">
            {selected ? (
              <SectionEditor key={selected} sectionId={selected} saved={saved(selected)} />
            ) : (
              <p className="admin-homepage__placeholder">Select a section to edit</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
