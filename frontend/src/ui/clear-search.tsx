import { CloseCircleFilled } from '@ant-design/icons';

/** `allowClear` for a search box whose clear button says what it does to a screen reader. */
export const CLEAR_SEARCH = { clearIcon: <CloseCircleFilled aria-label="Clear search" /> };
