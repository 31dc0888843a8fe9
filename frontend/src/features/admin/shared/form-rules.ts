import { isWholeCents } from '@studio/contracts/browser';
import type { Rule } from 'antd/es/form';

/**
 * A required text of at least `min` characters once trimmed (as the server counts it), refused with the spec's
 * message under the field.
 */
export const textAtLeast = (min: number, message: string): Rule[] => [
  {
    required: true,
    validator: (_, value: unknown) =>
      typeof value === 'string' && value.trim().length >= min
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  },
];

/** A dollar amount in whole cents: more decimals are refused, not rounded, so the admin sees what is charged. */
export const wholeCents = (message: string): Rule => ({
  validator: (_, value: unknown) =>
    typeof value !== 'number' || isWholeCents(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** A text of at most `max` characters once trimmed (as the server counts it); empty is left to other rules. */
export const textAtMost = (max: number, message: string): Rule => ({
  validator: (_, value: unknown) =>
    typeof value !== 'string' || value.trim().length <= max
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});
