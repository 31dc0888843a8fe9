/** Spec §5: the plan form takes features as JSON text that must parse as an array of strings. */
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
