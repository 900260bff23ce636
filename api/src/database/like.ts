/**
 * A LIKE pattern that finds `text` anywhere, with the user's own `%`, `_` and `\` matched
 * literally (PostgreSQL's default LIKE escape is the backslash).
 */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
