import {
  CheckCircleFilled,
  CloseCircleFilled,
  DownOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { ConfigProvider, type ConfigProviderProps, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useMemo, type ReactNode } from 'react';
import { FieldErrorAnnouncer } from '../ui/FieldErrorAnnouncer';
import { TOUCH_FIELDS, TOUCH_TOKENS, appTheme } from '../ui/theme';
import { usePrefersReducedMotion, useTouchScreen } from '../ui/use-media-query';

// A failed submit focuses (and scrolls to) the first invalid field, so its error, tied to it by
// aria-describedby, is read out instead of focus staying silently on the submit button.
const FORM_CONFIG: ConfigProviderProps['form'] = { scrollToFirstError: { focus: true } };

// Ant Design's own icons are images named by their file ('close-circle', 'down'): an alert's icon repeats what its
// text says and a select's arrow what its combobox role says, so both are hidden from screen readers.
const ALERT_CONFIG: ConfigProviderProps['alert'] = {
  successIcon: <CheckCircleFilled aria-hidden />,
  infoIcon: <InfoCircleFilled aria-hidden />,
  warningIcon: <ExclamationCircleFilled aria-hidden />,
  errorIcon: <CloseCircleFilled aria-hidden />,
};
const SELECT_CONFIG: ConfigProviderProps['select'] = { suffixIcon: <DownOutlined aria-hidden /> };

// A pop-up opened from inside a modal dialog (a Select's options) is rendered inside it: on the page's body it sat
// outside the aria-modal dialog, where a screen reader does not go. Dialogs themselves (no trigger) stay on the body.
const popupContainer: ConfigProviderProps['getPopupContainer'] = (trigger) =>
  trigger?.closest<HTMLElement>('[role="dialog"][aria-modal="true"]') ?? document.body;

// A password field's Show/Hide toggle keeps one name, 'Show password', while aria-pressed says whether the
// password shows: a name that changed with the state as well ('Hide', pressed) contradicted it.
const LOCALE: Locale = { ...enUS, global: { ...enUS.global, show: 'Show password', hide: 'Show password' } };

/** Ant Design with the studio's theme, around the screens built with it (loaded with them, not with the shell). */
export function AntdTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const touch = useTouchScreen();
  // With reduced motion, Ant Design's own switch turns off its dialog, message and other animations and the
  // click wave.
  const theme = useMemo<ThemeConfig>(
    () => ({
      ...appTheme,
      token: {
        ...appTheme.token,
        ...(reducedMotion ? { motion: false } : {}),
        ...(touch ? TOUCH_TOKENS : {}),
      },
      components: { ...appTheme.components, ...(touch ? TOUCH_FIELDS : {}) },
    }),
    [reducedMotion, touch],
  );
  const wave = useMemo(() => ({ disabled: reducedMotion }), [reducedMotion]);
  return (
    <ConfigProvider
      theme={theme}
      form={FORM_CONFIG}
      wave={wave}
      locale={LOCALE}
      alert={ALERT_CONFIG}
      select={SELECT_CONFIG}
      getPopupContainer={popupContainer}
    >
      <FieldErrorAnnouncer>{children}</FieldErrorAnnouncer>
    </ConfigProvider>
  );
}
