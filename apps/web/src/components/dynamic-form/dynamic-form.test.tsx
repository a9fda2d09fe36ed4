import type { FormField } from '@backoffice/domain/returns';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/test-render';
import { DynamicForm } from './dynamic-form';
import { submittedAnswers } from './submitted-answers';
import { useDynamicForm } from './use-dynamic-form';

const FIELDS: FormField[] = [
  {
    type: 'choice',
    name: 'request_type',
    label: 'Request Type',
    required: true,
    options: [
      { value: 'return', label: 'Return' },
      { value: 'packaging', label: 'Packaging Material' },
    ],
  },
  {
    type: 'reason',
    name: 'reason_id',
    label: 'Reason',
    required: true,
    sub_reason_name: 'sub_reason_id',
    sub_reason_label: 'Sub Reason',
    options: [
      { id: 1, label: 'Damaged Product', sub_reasons: [{ id: 101, label: 'Broken or cracked' }] },
    ],
  },
  {
    type: 'integer',
    name: 'quantity',
    label: 'Quantity',
    required: true,
    min_value: 1,
    max_value: 2,
  },
  {
    type: 'checkbox',
    name: 'original_packaging',
    label: 'Original packaging',
    required: false,
    show_when: { field: 'request_type', in: ['return'] },
  },
  {
    type: 'textarea',
    name: 'comments',
    label: 'Comments',
    required: true,
    min_length: 10,
    max_length: 1000,
  },
  {
    type: 'files',
    name: 'files',
    label: 'Photos',
    required: false,
    max_files: 2,
    max_file_bytes: 5_242_880,
    accept: ['image/png'],
  },
];

/** The form in a host, as a popup holds it; Submit hands the answers to `onSubmit`. */
function Host({ onSubmit }: { onSubmit: (data: FormData) => void }) {
  const form = useDynamicForm(FIELDS);
  return (
    <DynamicForm
      form={form}
      submitLabel="Submit"
      onSubmit={() => onSubmit(submittedAnswers(FIELDS, form.answers, { cart_pid: 7 }))}
    />
  );
}

const photo = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const addFiles = (files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
};

describe('the dynamic form', () => {
  it('shows the spec’s messages on Submit and blocks it while any field has an error', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Host onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Reason is Required!')).toBeDefined();
    expect(screen.getAllByText('Required!')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a sub-reason once a reason is chosen, and checks lengths and values', async () => {
    const { user } = renderWithProviders(<Host onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Damaged Product' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Quantity should be less than or equal to 2')).toBeDefined();
    expect(screen.getByText('Comments should be of length 10')).toBeDefined();
    // Request type and sub-reason.
    expect(screen.getAllByText('Required!')).toHaveLength(2);
  });

  it('refuses too many files and a file that is too large', async () => {
    renderWithProviders(<Host onSubmit={vi.fn()} />);
    addFiles([photo('a.png', 10), photo('b.png', 10), photo('c.png', 10)]);
    expect(await screen.findByText('Only 2 Files are allowed!')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Remove c.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    addFiles([photo('big.png', 5_242_881)]);
    expect(await screen.findByText('File size should be less than 5 MB!')).toBeDefined();
  });

  it('shows a field only while its condition holds, and sends the answers as form data', async () => {
    const onSubmit = vi.fn<(data: FormData) => void>();
    const { user } = renderWithProviders(<Host onSubmit={onSubmit} />);
    expect(screen.queryByRole('checkbox', { name: 'Original packaging' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Return' }));
    await user.click(screen.getByRole('checkbox', { name: 'Original packaging' }));
    await user.click(screen.getByRole('textbox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Damaged Product' }));
    await user.click(screen.getByRole('textbox', { name: 'Sub Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Broken or cracked' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Leg broke on arrival');
    addFiles([photo('leg.png', 10)]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent && Object.fromEntries([...sent.entries()].map(([k, v]) => [k, String(v)]))).toEqual(
      {
        cart_pid: '7',
        request_type: 'return',
        reason_id: '1',
        sub_reason_id: '101',
        quantity: '1',
        original_packaging: 'true',
        comments: 'Leg broke on arrival',
        files: '[object File]',
      },
    );
  });
});
