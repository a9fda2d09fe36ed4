import {
  formErrors,
  isFieldShown,
  type FormAnswer,
  type FormAnswers,
  type FormField,
} from '@backoffice/domain/returns';
import { useCallback, useMemo, useState } from 'react';

/** The state of one dynamic form: its answers, their messages and whether it may be sent. */
export interface DynamicFormState {
  fields: readonly FormField[];
  answers: FormAnswers;
  setAnswer: (name: string, answer: FormAnswer) => void;
  /** Every field's message (the domain's formErrors), shown or not yet. */
  errors: Readonly<Record<string, string>>;
  /** The message to show under a field: once it was touched, or after a submit attempt. */
  shownError: (name: string) => string | undefined;
  touch: (name: string) => void;
  /** The fields shown for the answers so far (show_when). */
  shownFields: readonly FormField[];
  /** A submit was tried: every message shows from now on. */
  attempted: boolean;
  /** Marks the attempt; answers whether the form may be sent (no field has an error). */
  attempt: () => boolean;
}

/**
 * Holds a dynamic form's answers and checks them with the domain's rules (001 section 5) on
 * every change: the same rules the server applies to the submission, never re-implemented here.
 * A field's message shows once it was touched or a submit was tried.
 */
export function useDynamicForm(
  fields: readonly FormField[],
  initial: FormAnswers = {},
): DynamicFormState {
  const [answers, setAnswers] = useState<FormAnswers>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const errors = useMemo(() => formErrors(fields, answers), [fields, answers]);
  const shownFields = useMemo(
    () => fields.filter((field) => isFieldShown(field, answers)),
    [fields, answers],
  );
  const touch = useCallback(
    (name: string) => setTouched((names) => (names.has(name) ? names : new Set(names).add(name))),
    [],
  );
  const setAnswer = useCallback(
    (name: string, answer: FormAnswer) => {
      setAnswers((current) => ({ ...current, [name]: answer }));
      touch(name);
    },
    [touch],
  );
  const shownError = (name: string) => (attempted || touched.has(name) ? errors[name] : undefined);
  const attempt = () => {
    setAttempted(true);
    return Object.keys(errors).length === 0;
  };
  return {
    fields,
    answers,
    setAnswer,
    errors,
    shownError,
    touch,
    shownFields,
    attempted,
    attempt,
  };
}
