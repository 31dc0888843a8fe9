import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorText } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import { CatalogMessages, isSiteRootPath, SETTING_VALUE_MAX_LENGTH } from '@studio/contracts/browser';
import { META_FIELDS, metaForm, type MetaForm } from './meta-settings';
import { MetaTagDebugger } from './MetaTagDebugger';
import { PAGE_TAGS_KEY } from './og-settings-api';
import { OG_TEXTS } from './og-texts';
import { metaSettingsQuery, useMetaSettings } from './use-meta-settings';
import { useSaveMetaSettings } from './use-save-meta-settings';
import { LoadingStatus } from '../../../ui/LoadingStatus';
import { textAtMost } from '../shared/form-rules';
import './og-settings.css';

const MULTILINE: ReadonlySet<string> = new Set(['description', 'ogDescription']);

/**
 * The server's rules, checked before any of the five settings is sent: one refused half-way would leave the
 * settings before it live and the rest unsaved.
 */
const WITHIN_LIMIT = textAtMost(SETTING_VALUE_MAX_LENGTH, CatalogMessages.settingValueMax);
const SITE_ROOT_PATH: Rule = {
  validator: (_, value: string | undefined) =>
    !value?.trim() || isSiteRootPath(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(CatalogMessages.ogImageRelative)),
};

/** Spec §2 "OG Settings tab": the page and social-share settings, applied to the served HTML, and the tag debugger. */
export default function OgSettingsTab() {
  const queryClient = useQueryClient();
  const settings = useMetaSettings();
  const save = useSaveMetaSettings();
  const [form] = Form.useForm<MetaForm>();
  const [refreshing, setRefreshing] = useState(false);
  const recheckTags = () => queryClient.invalidateQueries({ queryKey: PAGE_TAGS_KEY });

  const apply = async (values: MetaForm) => {
    try {
      await save.mutateAsync(values);
      toast({ title: OG_TEXTS.savedTitle, description: OG_TEXTS.saved, variant: 'success' });
      await recheckTags();
    } catch {
      toast({ title: OG_TEXTS.saveFailedTitle, description: OG_TEXTS.saveFailed, variant: 'destructive' });
    }
  };

  const forceRefresh = async () => {
    setRefreshing(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...metaSettingsQuery, retry: false });
      form.setFieldsValue(metaForm(fresh));
      await recheckTags();
      toast({ title: OG_TEXTS.refreshedTitle, description: OG_TEXTS.refreshed, variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0)
        toast({
          title: OG_TEXTS.refreshFailedTitle,
          description: OG_TEXTS.refreshFailed,
          variant: 'destructive',
        });
      else
        toast({
          title: OG_TEXTS.refreshErrorTitle,
          description: errorText(error, OG_TEXTS.refreshFailed),
          variant: 'destructive',
        });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <section className="og-settings" aria-labelledby="og-settings-title">
      <Typography.Title level={2} id="og-settings-title" className="og-settings__title">
        Social Sharing Settings
      </Typography.Title>
      {settings.isPending ? (
        <LoadingStatus label="Loading settings">
          <Spin />
        </LoadingStatus>
      ) : (
        <Form<MetaForm>
          key={settings.isError ? 'fallback' : 'loaded'}
          form={form}
          layout="vertical"
          initialValues={metaForm(settings.data)}
          onFinish={apply}
          className="og-settings__form"
        >
          {settings.isError ? <Alert type="warning" showIcon title={OG_TEXTS.loadFailed} /> : null}
          {META_FIELDS.map(({ key, label }) => (
            <Form.Item
              key={key}
              name={key}
              label={label}
              extra={key === 'ogImage' ? 'Relative to the site root, such as /og-image.png' : undefined}
              rules={key === 'ogImage' ? [WITHIN_LIMIT, SITE_ROOT_PATH] : [WITHIN_LIMIT]}
            >
              {MULTILINE.has(key) ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} /> : <Input />}
            </Form.Item>
          ))}
          <div className="og-settings__actions">
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Apply Changes
            </Button>
            <Button onClick={forceRefresh} loading={refreshing}>
              Force Refresh
            </Button>
          </div>
        </Form>
      )}
      <MetaTagDebugger />
    </section>
  );
}
