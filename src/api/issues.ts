// A zod check's result as plain `{ path, message }` issues. No zod import: a schema carries its own safeParse, so the
// client (in the script tag's first download) checks with the schemas its on-demand parts hand it, and zod comes with
// those parts (schemas.ts re-exports these for everyone else).
import type * as z from 'zod/mini';

export interface Issue {
  /** Dotted path of the offending field, e.g. `appFees.0.fee`; empty for the whole value. */
  path: string;
  message: string;
}

/** Turns a zod error into plain `{ path, message }` issues; the schemas' messages already name their field. */
export function toIssues(error: z.core.$ZodError): Issue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const named = path && !issue.message.includes(path.split('.')[0] ?? '');
    return { path, message: named ? `${path}: ${issue.message}` : issue.message };
  });
}

/** Parses with a schema and returns either the value or the issues (never throws). */
export function check<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; issues: Issue[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: toIssues(result.error) };
}
