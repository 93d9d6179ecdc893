/** Escapes LIKE's wildcards so a search for "50%" finds "50%", not everything. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
