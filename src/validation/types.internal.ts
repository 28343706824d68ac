import type { StandardSchemaV1 } from '@standard-schema/spec';

/** An issue as the validators read it: the path may be any array-like with its own `map`. */
export type Issue = StandardSchemaV1.Issue;

/** A validator's verdict: `{ data }` on success, `{ error }` on failure. */
export type ValidationOutcome<T, E> = { data: T; error?: undefined } | { data?: undefined; error: E };
