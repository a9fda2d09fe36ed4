import { describe, expect, it } from 'vitest';
import { canSubmitForm, fieldError, formErrors, type FormField } from './dynamic-form';
import { customerRequestFields } from './request-form';

const text: FormField = {
  type: 'text',
  name: 'name',
  label: 'Name',
  required: true,
  min_length: 3,
  max_length: 5,
};
const integer: FormField = {
  type: 'integer',
  name: 'qty',
  label: 'Quantity',
  required: true,
  min_value: 1,
  max_value: 4,
};
const files: FormField = {
  type: 'files',
  name: 'files',
  label: 'Photos',
  required: false,
  max_files: 2,
  max_file_bytes: 5_242_880,
  accept: ['image/png'],
};
const date: FormField = {
  type: 'date',
  name: 'd',
  label: 'Pickup Date',
  required: true,
  min_date: '2026-11-26',
};
const reason: FormField = {
  type: 'reason',
  name: 'reason_id',
  label: 'Reason',
  required: true,
  sub_reason_name: 'sub_reason_id',
  sub_reason_label: 'Sub Reason',
  options: [{ id: 1, label: 'Damaged', sub_reasons: [{ id: 101, label: 'Broken' }] }],
};
const file = (size: number) => ({ name: 'a.png', size, type: 'image/png' });

describe('the dynamic form rules (001 section 5)', () => {
  it.each([
    [text, '', 'Required!'],
    [text, '  ', 'Required!'],
    [text, 'ab', 'Name should be of length 3'],
    [text, 'abcdef', 'Name should not exceed 5'],
    [text, 'abcd', null],
    [integer, undefined, 'Required!'],
    [integer, 0, 'Quantity should be greater than or equal to 1'],
    [integer, 5, 'Quantity should be less than or equal to 4'],
    [integer, '2.5', 'Quantity should be a whole number'],
    [integer, '3', null],
    [files, [], null],
    [files, [file(5_242_880)], null],
    [files, [file(5_242_881)], 'File size should be less than 5 MB!'],
    [files, [file(1), file(1), file(1)], 'Only 2 Files are allowed!'],
    [date, '2026-11-25', 'Pickup Date should be greater than or equal to 2026-11-26'],
    [date, 'soon', 'Pickup Date should be a date'],
    [date, '2026-11-27', null],
    [reason, undefined, 'Reason is Required!'],
    [reason, 9, 'Choose Reason from the list'],
    [reason, 1, null],
  ] as const)('%o with %o gives %s', (field, value, message) => {
    expect(fieldError(field, value)).toBe(message);
  });

  it('needs a sub reason once a reason is chosen', () => {
    expect(formErrors([reason], { reason_id: 1 })).toEqual({ sub_reason_id: 'Required!' });
    expect(formErrors([reason], { reason_id: 1, sub_reason_id: 999 })).toEqual({
      sub_reason_id: 'Choose a sub reason of the chosen reason',
    });
    expect(formErrors([reason], { reason_id: 1, sub_reason_id: 101 })).toEqual({});
    expect(formErrors([reason], {})).toEqual({ reason_id: 'Reason is Required!' });
  });

  it('checks a required checkbox and payment data', () => {
    const box: FormField = { type: 'checkbox', name: 'ok', label: 'OK', required: true };
    expect(fieldError(box, false)).toBe('Required!');
    expect(fieldError(box, true)).toBeNull();
    const pay: FormField = {
      type: 'payment',
      name: 'pay',
      label: 'Payment',
      required: true,
      payment_types: ['COD', 'ONLINE'],
    };
    expect(fieldError(pay, {})).toBe('Required!');
    expect(fieldError(pay, { payment_type: 'ONLINE' })).toBe('Required!');
    expect(fieldError(pay, { payment_type: 'ONLINE', payment_via: 'JUSPAY' })).toBeNull();
    expect(fieldError(pay, { payment_type: 'COD' })).toBeNull();
  });

  it('skips hidden fields and blocks submit while any field has an error', () => {
    const fields = customerRequestFields({ item_quantity: 2, today: '2026-11-26' });
    const issue = {
      request_type: 'packaging',
      reason_id: 7,
      sub_reason_id: 704,
      quantity: 1,
      comments: 'Box torn on arrival',
      preferred_pickup_date: 'not a date',
    };
    expect(formErrors(fields, issue)).toEqual({});
    expect(canSubmitForm(fields, issue)).toBe(true);
    expect(formErrors(fields, { ...issue, request_type: 'return', quantity: 3 })).toEqual({
      preferred_pickup_date: 'Preferred Pickup Date should be a date',
      quantity: 'Quantity should be less than or equal to 2',
    });
    expect(canSubmitForm(fields, { ...issue, comments: '' })).toBe(false);
  });
});
