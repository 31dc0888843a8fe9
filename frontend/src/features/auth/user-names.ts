/** Spec §2: greet by the first word of fullName, or the username when there is none. */
export function firstNameOf(fullName: string | null | undefined, username: string): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first || username;
}
