import type { DeviceType } from '@studio/contracts/browser';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const DEVICE_LABELS: Record<DeviceType, string> = { ios: 'iOS Device', android: 'Android Device' };

export function deviceLabel(type: DeviceType): string {
  return DEVICE_LABELS[type];
}

/** 'Jan 5, 2026': spec §9 keeps device last-used dates in UTC, unlike class times. */
export function formatLastUsed(iso: string): string {
  return dayjs.utc(iso).format('MMM D, YYYY');
}
