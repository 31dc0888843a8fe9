import type { Rule } from 'antd/es/form';

/** A required text of at least `min` characters, spaces alone not counting, refused with the spec's message. */
export const textAtLeast = (min: number, message: string): Rule[] => [
  { required: true, whitespace: true, min, message },
];
