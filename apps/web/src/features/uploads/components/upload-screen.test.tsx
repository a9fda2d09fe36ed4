import type { SheetUpload, SheetUploadAnswer, SheetUploadDetail } from '@backoffice/domain/uploads';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { recordRequestUrls } from '@/lib/testing/record-requests';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { IMPORT_PINCODES_SHEET_SCREEN } from '../routes/import-pincodes-sheet/import-pincodes-sheet-screen';
import { OFFER_AUTOMATION_SCREEN } from '../routes/offer-automation/offer-automation-screen';
import { UPLOAD_SHEET_BY_TYPE_SCREEN } from '../routes/upload-sheet-by-type/upload-sheet-by-type-screen';
import { UploadScreen } from './upload-screen';
import type { UploadScreenDescription } from './upload-screen-description';

const UPLOAD_ID = '7b0c6f0e-3f5a-4c1e-9d55-0c2b8a7e4f11';

const upload = (overrides: Partial<SheetUpload> = {}): SheetUpload => ({
  upload_id: UPLOAD_ID,
  sheet_type: 'pincodes',
  sheet_label: 'Pincode directory',
  file_name: 'pincodes.xlsx',
  uploaded_by: { login_id: 10, name: 'Meera Nair' },
  role: 'OPS',
  uploaded_at: '2026-11-20T09:30:00.000Z',
  finished_at: '2026-11-20T09:30:02.000Z',
  status: 'done',
  apply_mode: 'valid-rows-only',
  rows_total: 2,
  rows_done: 2,
  successes: 1,
  failures: 1,
  applied: true,
  message: '1 row applied, 1 failed',
  repeat_of: null,
  ...overrides,
});

const RESULTS: SheetUploadAnswer['results'] = [
  { row: 2, ok: true, message: 'Success', errors: [] },
  {
    row: 3,
    ok: false,
    message: 'Pincode: Invalid Pin Code!',
    errors: [{ column: 'Pincode', message: 'Invalid Pin Code!' }],
  },
];

const answer = (overrides: Partial<SheetUploadAnswer> = {}): SheetUploadAnswer => ({
  msg: '1 row applied, 1 failed',
  err_msg: null,
  error_sheet: `/api/sheet-uploads/${UPLOAD_ID}/error-sheet`,
  upload: upload(),
  results: RESULTS,
  ...overrides,
});

const detail = (of: SheetUpload, results: SheetUploadDetail['results'] = []): ApiReply => ({
  body: { upload: of, error_sheet: null, results, count: results.length },
});

const emptyHistory: ApiReply = { body: { results: [], count: 0 } };

interface SentUpload {
  path: string;
  form: FormData;
  headers: Headers;
}

/** Answers the screen's calls and records what each upload sent (mockApi reads JSON bodies only). */
function answering(handlers: Record<string, ApiReply | (() => ApiReply)>) {
  mockApi({
    'GET /pincode-sheet-upload/': emptyHistory,
    'GET /offer-automation-upload/': emptyHistory,
    'GET /upload-sheet-by-type/': emptyHistory,
    ...handlers,
  });
  const sent: SentUpload[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      const path = new URL(String(input), 'http://localhost').pathname;
      sent.push({ path, form: init.body, headers: new Headers(init.headers) });
    }
    return answer(input, init);
  });
  return sent;
}

function open(description: UploadScreenDescription, path: string) {
  const view = renderAsApp(<UploadScreen screen={description} />, path);
  const fileInput = () => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    return input;
  };
  const choose = (file: File) => view.user.upload(fileInput(), file);
  const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
  return { ...view, choose, uploadButton };
}

const sheet = (name = 'pincodes.xlsx') => new File(['PK'], name, { type: 'application/zip' });

describe('an upload screen', () => {
  it('keeps Upload disabled until a file is chosen, and sends it with an Idempotency-Key', async () => {
    const sent = answering({ 'POST /pincode-sheet-upload/': { body: answer() } });
    const { choose, uploadButton, user } = open(
      IMPORT_PINCODES_SHEET_SCREEN,
      '/import-pincodes-sheet',
    );
    expect(await screen.findByText('Download sample sheet')).toBeTruthy();
    expect(screen.getByText('Pincode (required)')).toBeTruthy();
    expect(uploadButton()).toHaveProperty('disabled', true);

    await choose(sheet());
    expect(uploadButton()).toHaveProperty('disabled', false);
    await user.click(uploadButton());

    await screen.findByRole('region', { name: 'Upload result' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/api/pincode-sheet-upload/');
    expect((sent[0]?.form.get('attachments') as File).name).toBe('pincodes.xlsx');
    expect(sent[0]?.form.has('upload_type')).toBe(false);
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows every row: Success, or its error in red, and the error sheet link; then starts again', async () => {
    answering({ 'POST /pincode-sheet-upload/': { body: answer() } });
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const { choose, uploadButton, user, container } = open(
      IMPORT_PINCODES_SHEET_SCREEN,
      '/import-pincodes-sheet',
    );
    await choose(sheet());
    await user.click(uploadButton());

    const table = await screen.findByRole('table', { name: 'Row results' });
    const [, success, failure] = within(table).getAllByRole('row');
    expect(within(success!).getByText('Success')).toBeTruthy();
    const error = within(failure!).getAllByText('Pincode: Invalid Pin Code!')[0]!;
    expect(error.getAttribute('style')).toContain('--mantine-color-red-7');
    expect(within(failure!).getByText('Invalid Pin Code!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'download error sheet' })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'green',
        message: '1 row applied, 1 failed',
        autoClose: 5000,
      }),
    );

    // The form is empty again: no file, Upload disabled.
    expect(container.querySelector<HTMLInputElement>('input[type="file"]')?.files).toHaveLength(0);
    expect(uploadButton()).toHaveProperty('disabled', true);
  });

  it('shows the server refusal under the file and starts again after a failure', async () => {
    answering({
      'POST /pincode-sheet-upload/': {
        status: 400,
        body: {
          code: 'VALIDATION',
          error_code: 'uploads.missing_columns',
          message: 'Missing columns: EDD Days',
          fields: { file: 'Missing columns: EDD Days' },
        },
      },
    });
    const { choose, uploadButton, user } = open(
      IMPORT_PINCODES_SHEET_SCREEN,
      '/import-pincodes-sheet',
    );
    await choose(sheet());
    await user.click(uploadButton());

    expect(await screen.findAllByText('Missing columns: EDD Days')).not.toHaveLength(0);
    expect(uploadButton()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('region', { name: 'Upload result' })).toBeNull();
  });

  it('asks for the upload type on offer automation before sending anything', async () => {
    const sent = answering({
      'POST /offer-automation-upload/': {
        body: answer({ upload: upload({ sheet_type: 'activate_offer_sheet' }) }),
      },
    });
    const { choose, uploadButton, user } = open(OFFER_AUTOMATION_SCREEN, '/offer-automation');
    await choose(sheet('offers.xlsx'));
    await user.click(uploadButton());
    expect(await screen.findByText('Invalid upload type selected.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: 'Upload type' }));
    await user.click(await screen.findByRole('option', { name: 'Activate Offer Sheet' }));
    await user.click(uploadButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.form.get('upload_type')).toBe('activate_offer_sheet');
    expect((sent[0]?.form.get('upload_file') as File).name).toBe('offers.xlsx');
  });

  it("says 'something went wrong' on /upload-sheet-by-type when a failure has no message", async () => {
    answering({ 'POST /upload-sheet-by-type/': { status: 500, body: {} } });
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const { choose, uploadButton, user } = open(
      UPLOAD_SHEET_BY_TYPE_SCREEN,
      '/upload-sheet-by-type',
    );
    await user.click(screen.getByRole('textbox', { name: 'Upload type' }));
    await user.click(await screen.findByRole('option', { name: 'Cart Assignment' }));
    await choose(sheet('carts.csv'));
    await user.click(uploadButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'something went wrong', autoClose: 5000 }),
      ),
    );
  });

  it('shows a running upload of the address as a progress bar, then its result', async () => {
    let reads = 0;
    answering({
      [`GET /sheet-uploads/${UPLOAD_ID}`]: () => {
        reads += 1;
        return reads === 1
          ? detail(
              upload({ status: 'running', rows_total: 5000, rows_done: 1000, message: 'Running' }),
            )
          : detail(upload({ rows_total: 2, rows_done: 2 }), RESULTS);
      },
    });
    open(IMPORT_PINCODES_SHEET_SCREEN, `/import-pincodes-sheet?upload=${UPLOAD_ID}`);

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByText('1,000 of 5,000 rows done')).toBeTruthy();

    expect(await screen.findByRole('table', { name: 'Row results' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it('lists the uploads of the endpoint, and says so when there are none', async () => {
    answering({});
    open(IMPORT_PINCODES_SHEET_SCREEN, '/import-pincodes-sheet');
    expect(await screen.findByText('No uploads yet')).toBeTruthy();
  });

  it('opens an upload of the history with its rows, only the failures on demand', async () => {
    answering({
      'GET /pincode-sheet-upload/': { body: { results: [upload()], count: 1 } },
      [`GET /sheet-uploads/${UPLOAD_ID}`]: detail(upload(), RESULTS),
    });
    const urls = recordRequestUrls();
    const { user } = open(IMPORT_PINCODES_SHEET_SCREEN, '/import-pincodes-sheet');
    const history = await screen.findByRole('table', { name: 'Upload history' });
    const [, row] = within(history).getAllByRole('row');
    expect(within(row!).getByText('Meera Nair')).toBeTruthy();
    expect(within(row!).getByText('Done')).toBeTruthy();
    await user.click(within(row!).getByRole('button', { name: 'pincodes.xlsx' }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('table', { name: 'Row results' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download the uploaded file' })).toBeTruthy();
    await user.click(within(dialog).getByRole('switch', { name: 'Only failures' }));
    await waitFor(() => expect(urls.some((url) => url.includes('only_failures=true'))).toBe(true));
  });
});
