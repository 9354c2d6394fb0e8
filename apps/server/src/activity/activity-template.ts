import type { ActivityInput } from '../db/queries/activities.ts';

/**
 * A log entry whose facts are still in the database, for a statement that writes it in the same
 * round trip as the action (ADR 010, ninth round). The entry is worded by its usual function in
 * `activity-entries.ts`, called with slots (`slot(n)`) where the statement's rows go; this turns the
 * result into `format()` templates: `%n$s` where slot n was, every other `%` doubled. So the wording
 * stays written once, and a value from a row is put in by PostgreSQL as data, never as a template.
 */
export interface ActivitySqlTemplate {
  /** `format(description, v1, v2, …)`, the values as text. */
  description: string;
  /** `format(actorName, v1, v2, …)`, the values as text. */
  actorName: string;
  /** `format(metadata, to_json(v1)::text, …)::jsonb`: each slot was a whole JSON string. */
  metadata: string;
}

const MARK = '\u0000';

/** The placeholder for the statement's n-th value (1-based). */
export function slot(n: number): string {
  return `${MARK}${n}${MARK}`;
}

const TEXT_SLOT = new RegExp(`${MARK}(\\d+)${MARK}`, 'g');
// JSON.stringify writes the mark as the six characters \u0000.
const JSON_SLOT = /"\\u0000(\d+)\\u0000"/g;

function template(text: string, slots: RegExp, what: string): string {
  const out = text.replaceAll('%', '%%').replace(slots, (_, n: string) => `%${n}$s`);
  // A slot that is only part of a JSON string (or was changed by the wording) cannot be filled.
  if (out.includes(MARK) || out.includes('\\u0000'))
    throw new Error(`activity template: a slot in ${what} is not whole`);
  return out;
}

export function activitySqlTemplate(entry: ActivityInput): ActivitySqlTemplate {
  return {
    description: template(entry.description, TEXT_SLOT, 'the description'),
    actorName: template(entry.actorName, TEXT_SLOT, 'the actor name'),
    metadata: template(JSON.stringify(entry.metadata ?? {}), JSON_SLOT, 'the metadata'),
  };
}
