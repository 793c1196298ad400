// No zod here: the account page in the browser checks the typed nickname with this too.

/** Longest confirmation accepted: a nickname is at most 30 characters, with room to spare. */
export const MAX_CONFIRMATION_LENGTH = 100;

/** Full-width letters, stray spaces and capitals should not make a child's typing fail. */
function normalise(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * Whether what was typed is the learner's nickname (ignoring case, spacing and full-width forms).
 * Deleting an account asks for the nickname, not the password: learners who sign in with a magic link
 * or Google have none. A nickname is something an 8-year-old can type and a parent can read aloud, and
 * it makes a deletion by one stray tap impossible.
 */
export function confirmationMatches(typed: string, nickname: string): boolean {
  const expected = normalise(nickname);
  return expected.length > 0 && normalise(typed) === expected;
}
