import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What keeps a form off the form kit, as read from its source. */
export type FormFault =
  'hand-rolled state' | 'no react-hook-form' | 'no field errors' | 'no stale notice';

/** A form of the web and what keeps it off the kit. */
export interface FormReport {
  /** The file, from the web's src folder. */
  file: string;
  /** Whether the form sends a write (not a search or a filter). */
  writes: boolean;
  faults: FormFault[];
}

// A form: a <form> element, a submit button, or the dynamic form the server's field list draws.
const FORM = /<form\b|type="submit"|<DynamicForm\b/;
// The kit's form state: react-hook-form, or the dynamic form the server's field list draws.
const KIT_STATE = /\buseForm(?:<|\()|\buseFormContext\(|\buseDynamicForm\(/;
// A field's value held in useState: an input's onChange calling a state setter.
const HAND_ROLLED = /\bonChange=\{(?:\([^)]*\)\s*=>\s*)?set[A-Z]\w*\b/;
// A write: the form calls a mutation, or is handed its submission by the popup around it.
const WRITE = /\.mutate(?:Async)?\(/;
const HANDED_SUBMISSION = /^\s+(?:onSubmit|submit|onSave)\??:/m;
// Searches and filters send nothing: their file says so by its name.
const READ_ONLY_FILE = /search|filter/i;
// The server's field errors put under the fields.
const FIELD_ERRORS = /\bapplyServerErrors\(/;
// The one stale notice, shown when the write answers 409.
const STALE_NOTICE = /<StaleWriteNotice\b/;
// The body names the version it was read at, so the write may be stale.
const VERSIONED = /\bversion\b/;

/** The faults of one form's source; null when the source holds no form. */
export function formFaults(file: string, source: string): Omit<FormReport, 'file'> | null {
  if (!FORM.test(source)) return null;
  const writes =
    WRITE.test(source) || (HANDED_SUBMISSION.test(source) && !READ_ONLY_FILE.test(file));
  const faults: FormFault[] = [];
  if (HAND_ROLLED.test(source)) faults.push('hand-rolled state');
  if (!KIT_STATE.test(source)) faults.push('no react-hook-form');
  if (writes && !FIELD_ERRORS.test(source)) faults.push('no field errors');
  if (writes && VERSIONED.test(source) && !STALE_NOTICE.test(source))
    faults.push('no stale notice');
  return { writes, faults };
}

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });

/** Every form under a folder (the web's src) with its faults. */
export function webForms(src: string): FormReport[] {
  return sources(src).flatMap((path) => {
    const report = formFaults(path, readFileSync(path, 'utf8'));
    return report ? [{ file: relative(src, path), ...report }] : [];
  });
}
