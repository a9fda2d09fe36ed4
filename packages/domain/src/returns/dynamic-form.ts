import { z } from 'zod';
import { DYNAMIC_FORM_MESSAGES as M } from './messages';

/** Default largest size of one file of a file list (001 section 9: 5 MB). */
export const DEFAULT_MAX_FILE_BYTES = 5_242_880;
/** Default number of files a file list takes (designed: as many as a challan takes). */
export const DEFAULT_MAX_FILES = 5;
/** Bounds of a descriptor's texts, so every string of the form's contract has a maximum. */
export const FORM_TEXT_MAX = { name: 60, label: 120, option: 120, hint: 300, value: 2000 } as const;

const ZName = z.string().min(1).max(FORM_TEXT_MAX.name);
const ZLabel = z.string().min(1).max(FORM_TEXT_MAX.label);

const base = {
  name: ZName,
  label: ZLabel,
  required: z.boolean(),
  hint: z.string().max(FORM_TEXT_MAX.hint).optional(),
  /** Shown only while another field's value is one of these (a choice or dropdown). */
  show_when: z
    .object({ field: ZName, in: z.array(z.string().max(FORM_TEXT_MAX.option)).max(20) })
    .optional(),
};
const lengths = {
  min_length: z.number().int().min(0).optional(),
  max_length: z.number().int().min(1).max(FORM_TEXT_MAX.value),
};
const ZOption = z.object({
  value: z.string().max(FORM_TEXT_MAX.option),
  label: z.string().max(FORM_TEXT_MAX.option),
});

/**
 * The field descriptors of the dynamic form (001 section 2): text, integer, multi-line text,
 * date, checkbox, file list, dropdown with a sub-reason dropdown, choice and payment data. The
 * server sends them (customer-requests/.../create/data); the web form draws and checks them with
 * the same rules below.
 */
export const ZFormField = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), ...base, ...lengths }),
  z.object({ type: z.literal('textarea'), ...base, ...lengths }),
  z.object({
    type: z.literal('integer'),
    ...base,
    min_value: z.number().int().optional(),
    max_value: z.number().int().optional(),
  }),
  z.object({
    type: z.literal('date'),
    ...base,
    /** YYYY-MM-DD bounds, inclusive. */
    min_date: z.string().max(10).optional(),
    max_date: z.string().max(10).optional(),
  }),
  z.object({ type: z.literal('checkbox'), ...base }),
  z.object({
    type: z.literal('files'),
    ...base,
    max_files: z.number().int().min(1).max(20),
    max_file_bytes: z.number().int().min(1),
    accept: z.array(z.string().max(60)).max(10),
  }),
  z.object({
    type: z.literal('reason'),
    ...base,
    /** The name the chosen sub-reason is answered under. */
    sub_reason_name: ZName,
    sub_reason_label: ZLabel,
    options: z
      .array(
        z.object({
          id: z.number().int(),
          label: z.string().max(FORM_TEXT_MAX.option),
          sub_reasons: z
            .array(z.object({ id: z.number().int(), label: z.string().max(FORM_TEXT_MAX.option) }))
            .max(50),
        }),
      )
      .max(50),
  }),
  z.object({ type: z.literal('choice'), ...base, options: z.array(ZOption).min(1).max(50) }),
  z.object({
    type: z.literal('payment'),
    ...base,
    /** The payment types offered (COD, ONLINE). */
    payment_types: z.array(z.enum(['COD', 'ONLINE'])).min(1),
  }),
]);
export type FormField = z.infer<typeof ZFormField>;
export type FormFieldType = FormField['type'];

/** A file as the form checks it: its name, size and type (the bytes travel separately). */
export interface FormFile {
  name: string;
  size: number;
  type: string;
}

/** The answer of a payment data field. */
export interface PaymentAnswer {
  payment_type?: string | null;
  payment_via?: string | null;
  payment_tracking_id?: string | null;
}

/** An answer of one field as the form holds it. */
export type FormAnswer =
  string | number | boolean | null | undefined | readonly FormFile[] | PaymentAnswer;
export type FormAnswers = Record<string, FormAnswer>;

const isBlank = (v: FormAnswer): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const bytesToMb = (bytes: number): number => Math.round((bytes / 1_048_576) * 100) / 100;

function checkLength(label: string, text: string, min?: number, max?: number): string | null {
  if (min !== undefined && text.length < min) return M.minLength(label, min);
  if (max !== undefined && text.length > max) return M.maxLength(label, max);
  return null;
}

function checkFiles(field: Extract<FormField, { type: 'files' }>, v: FormAnswer): string | null {
  const files = Array.isArray(v) ? (v as readonly FormFile[]) : [];
  if (files.length > field.max_files) return M.tooManyFiles(field.max_files);
  if (files.some((f) => f.size > field.max_file_bytes)) {
    return M.fileTooLarge(bytesToMb(field.max_file_bytes));
  }
  return null;
}

/** A payment answer with no payment type is blank; ONLINE needs a payment via. */
function paymentError(required: boolean, v: FormAnswer): string | null {
  const p = (v ?? {}) as PaymentAnswer;
  if (!p.payment_type) return required ? M.required : null;
  if (p.payment_type === 'ONLINE' && !p.payment_via) return M.required;
  return null;
}

/** Whether a field is shown for the answers so far (its show_when holds, or it has none). */
export function isFieldShown(field: FormField, answers: FormAnswers): boolean {
  if (!field.show_when) return true;
  const other = answers[field.show_when.field];
  return other !== undefined && other !== null && field.show_when.in.includes(String(other));
}

/**
 * The message under one field, or null when its answer passes (001 section 5). A blank optional
 * field passes; a checkbox that is required must be ticked.
 */
export function fieldError(field: FormField, v: FormAnswer): string | null {
  if (field.type === 'reason') {
    return isBlank(v) && field.required ? M.reasonRequired : reasonError(field, v);
  }
  if (field.type === 'checkbox') return field.required && v !== true ? M.required : null;
  if (field.type === 'payment') return paymentError(field.required, v);
  if (isBlank(v)) return field.required ? M.required : null;
  switch (field.type) {
    case 'text':
    case 'textarea':
      return checkLength(field.label, String(v), field.min_length, field.max_length);
    case 'integer': {
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      if (!Number.isInteger(n)) return M.notWholeNumber(field.label);
      if (field.min_value !== undefined && n < field.min_value) {
        return M.minValue(field.label, field.min_value);
      }
      if (field.max_value !== undefined && n > field.max_value) {
        return M.maxValue(field.label, field.max_value);
      }
      return null;
    }
    case 'date': {
      const day = String(v);
      if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
        return M.notADate(field.label);
      }
      if (field.min_date && day < field.min_date) return M.minValue(field.label, field.min_date);
      if (field.max_date && day > field.max_date) return M.maxValue(field.label, field.max_date);
      return null;
    }
    case 'files':
      return checkFiles(field, v);
    case 'choice':
      return field.options.some((o) => o.value === String(v)) ? null : M.unknownOption(field.label);
  }
}

function reasonError(field: Extract<FormField, { type: 'reason' }>, v: FormAnswer): string | null {
  if (isBlank(v)) return null;
  return field.options.some((o) => o.id === Number(v)) ? null : M.unknownOption(field.label);
}

/**
 * The sub-reason's message: required once a reason is chosen ("Required!"), and it must belong
 * to the chosen reason.
 */
export function subReasonError(
  field: Extract<FormField, { type: 'reason' }>,
  reason: FormAnswer,
  sub: FormAnswer,
): string | null {
  if (isBlank(reason)) return null;
  const option = field.options.find((o) => o.id === Number(reason));
  if (!option || option.sub_reasons.length === 0) return null;
  if (isBlank(sub)) return M.required;
  return option.sub_reasons.some((s) => s.id === Number(sub)) ? null : M.unknownSubReason;
}

/**
 * Every field's message for a whole form, keyed by answer name (a reason's sub-reason under its
 * own name). Hidden fields are not checked. Submit is blocked while this is not empty.
 */
export function formErrors(
  fields: readonly FormField[],
  answers: FormAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isFieldShown(field, answers)) continue;
    const error = fieldError(field, answers[field.name]);
    if (error) errors[field.name] = error;
    if (field.type === 'reason') {
      const sub = subReasonError(field, answers[field.name], answers[field.sub_reason_name]);
      if (sub) errors[field.sub_reason_name] = sub;
    }
  }
  return errors;
}

/** Whether a form may be submitted (no field has an error). */
export function canSubmitForm(fields: readonly FormField[], answers: FormAnswers): boolean {
  return Object.keys(formErrors(fields, answers)).length === 0;
}
