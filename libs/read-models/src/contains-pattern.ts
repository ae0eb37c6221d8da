/** An ILIKE pattern matching `text` anywhere, literally: its %, _ and \ are not wildcards. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
