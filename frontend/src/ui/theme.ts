import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#4338ca';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    // Darker than Ant Design's defaults so error texts meet WCAG AA contrast on white.
    colorError: '#c4262e',
    // Darker, not lighter, under the pointer and when pressed, so danger buttons keep that contrast too.
    colorErrorHover: '#a61d24',
    colorErrorActive: '#8c1419',
    colorSuccess: '#1d7a35',
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    // A field's outline is all that marks it (WCAG 1.4.11: 3:1 on white), and its placeholder is text (4.5:1).
    colorBorder: '#8c8c8c',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // The focused field's ring, as clear as the 2px outline buttons and links get (Ant Design's is a 6% glow).
    controlOutline: 'rgba(67, 56, 202, 0.45)',
    controlOutlineWidth: 3,
    // And as clear on a field with an error or a warning, which is where a failed submit moves the focus.
    colorErrorOutline: 'rgba(196, 38, 46, 0.45)',
    colorWarningOutline: 'rgba(173, 104, 0, 0.45)',
  },
  components: {
    // A switch that is off is told only by its grey track: 3:1 against white and against its white knob (WCAG
    // 1.4.11), darker under the pointer (Ant Design's is 1.8:1).
    Switch: { colorTextQuaternary: '#8c8c8c', colorTextTertiary: '#737373' },
  },
};

/**
 * Controls on a touch screen, small ones too, are 40px high, a comfortable target for a finger (32px and 24px by
 * default).
 */
export const TOUCH_TOKENS: ThemeConfig['token'] = { controlHeight: 40, controlHeightSM: 40 };

/**
 * Fields on a touch screen get 16px text: phones' browsers (iOS Safari) zoom into a field whose text is smaller
 * when it is tapped, and leave the member to zoom back out.
 */
export const TOUCH_FIELDS: ThemeConfig['components'] = {
  Input: { fontSize: 16 },
  InputNumber: { fontSize: 16 },
  DatePicker: { fontSize: 16 },
  Select: { fontSize: 16 },
};
