/**
 * The largest id a request may name: ids are PostgreSQL integers, and a larger number would
 * fail the query instead of finding nothing.
 */
export const MAX_ID = 2_147_483_647;
