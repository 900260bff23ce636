import { nameWords } from '../kyc/nin/nin-match.js';

/**
 * Whether the holder's name a bank gives for an account is the person of a verified identity:
 * every word of the identity's name is a word of the account's, whatever the case, accents,
 * punctuation or order (banks print surnames first), and the account may carry names the
 * identity leaves out (a middle name). Any of `names` may match (the name the person typed, the
 * name the registry holds for their NIN). A name of fewer than two words never matches alone.
 */
export function accountNameMatches(accountName: string, names: (string | null)[]): boolean {
  const held = new Set(nameWords(accountName));
  return names.some((name) => {
    const words = name ? nameWords(name) : [];
    return words.length >= 2 && words.every((w) => held.has(w));
  });
}
