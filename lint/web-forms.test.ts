import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formFaults, webForms } from './web-forms/form-faults';
import { FORMS_STILL_OFF_THE_KIT } from './web-forms/forms-still-off-the-kit';

// Every form of the web is on the one form kit, read from its source (a static reading, so a
// form is what its file shows):
// - a form is a file with a <form> element, a submit button or the dynamic form;
// - its fields live in react-hook-form (useForm, or the dynamic form's state), never in useState
//   set from an input's onChange;
// - a form that writes (it calls a mutation, or is handed its submission and is not a search or
//   a filter) puts the server's field errors under its fields (applyServerErrors);
// - a write that names the version it read shows the one stale notice (StaleWriteNotice) on 409.
// A form whose popup adds the version to the body is not seen as versioned: the popup's own
// file is then the form to read.

const WEB_SRC = fileURLToPath(new URL('../apps/web/src', import.meta.url));

const KIT_FORM = `
  const form = useForm({ resolver: zodResolver(ZThing) });
  const send = form.handleSubmit((body) => save.mutate({ ...body, version }, {
    onError: (error) => { stale.onError(error); applyServerErrors(form, error, FIELDS); },
  }));
  return <form onSubmit={send}><StaleWriteNotice stale={stale} /><Button type="submit" /></form>;
`;

const HAND_ROLLED_FORM = `
  const [comments, setComments] = useState('');
  const submit = (event) => { event.preventDefault(); save.mutate({ comments, version }); };
  return <form onSubmit={submit}>
    <Textarea value={comments} onChange={(event) => setComments(event.currentTarget.value)} />
  </form>;
`;

describe('the form guard', () => {
  it('passes a form on the kit', () => {
    expect(formFaults('thing-form.tsx', KIT_FORM)).toEqual({ writes: true, faults: [] });
  });

  it('names every fault of a hand-rolled write', () => {
    expect(formFaults('thing-form.tsx', HAND_ROLLED_FORM)?.faults).toEqual([
      'hand-rolled state',
      'no react-hook-form',
      'no field errors',
      'no stale notice',
    ]);
  });

  it('reads a search handed its submission as sending nothing', () => {
    const search = 'interface P {\n  onSubmit: (q: string) => void;\n}\n<form onSubmit={x} />';
    expect(formFaults('order-search.tsx', search)?.writes).toBe(false);
    expect(formFaults('note-form.tsx', search)?.writes).toBe(true);
  });

  it('leaves a file without a form alone', () => {
    expect(formFaults('table.tsx', 'return <Table />;')).toBeNull();
  });
});

describe('the forms of the web', () => {
  const forms = webForms(WEB_SRC);

  it('are found', () => {
    expect(forms.length).toBeGreaterThan(40);
  });

  it('are on the form kit, but for the listed forms still to move, and the list only shrinks', () => {
    const offKit = forms
      .filter((form) => form.faults.length > 0)
      .map((form) => `${form.file}: ${form.faults.join(', ')}`);
    expect(offKit.join('\n')).toBe(FORMS_STILL_OFF_THE_KIT.join('\n'));
  });
});
