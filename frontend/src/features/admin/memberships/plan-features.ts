/** Spec §5: the plan form takes features as JSON text that must parse as an array of strings. */
import { PLAN_FEATURES_SHOWN } from '@studio/contracts/browser';

export function isFeatureListText(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
  } catch {
    return false;
  }
}

/** The plan's features as the form's JSON text. */
export function featuresText(features: readonly string[]): string {
  return JSON.stringify(features);
}

/** Spec §2: the first three features, plus '+n more' when there are others. */
export function featureSummary(features: readonly string[]): { shown: string[]; more: string | null } {
  const hidden = features.length - PLAN_FEATURES_SHOWN;
  return { shown: features.slice(0, PLAN_FEATURES_SHOWN), more: hidden > 0 ? `+${hidden} more` : null };
}
