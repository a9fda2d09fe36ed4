import { sheetTypeOf, type SheetTypeKey } from '@backoffice/domain/uploads';
import { read, utils, write } from '@e965/xlsx';
import type { Page } from 'playwright-core';

/** A row of a sheet by its headers, as a person types it. */
export type SheetRow = Record<string, string>;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx of these rows (the headers of the first row, in its order). */
export function workbookOf(rows: readonly SheetRow[]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.json_to_sheet([...rows]), 'Sheet1');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The rows of the first sheet of an .xlsx, every cell as text. */
export function rowsOf(bytes: Buffer): SheetRow[] {
  const book = read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('The workbook has no sheet');
  return utils.sheet_to_json<SheetRow>(sheet, { raw: false, defval: '' });
}

/** The sample rows of a declared sheet type, by header. */
export function sampleRowsOf(type: SheetTypeKey): SheetRow[] {
  const declared = sheetTypeOf(type);
  if (!declared) throw new Error(`The sheet type ${type} is not declared`);
  return declared.sampleRows.map((cells) =>
    Object.fromEntries(declared.columns.map((c) => [c.header, cells[c.key] ?? ''])),
  );
}

/** The header of a declared type's column whose key contains `part` ('coupon'). */
export function headerWith(type: SheetTypeKey, part: string): string {
  const column = sheetTypeOf(type)?.columns.find((c) => c.key.includes(part));
  if (!column) throw new Error(`The sheet type ${type} has no column with "${part}"`);
  return column.header;
}

/** Chooses a file in the screen's file input and presses Upload. */
export async function uploadFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: XLSX_MIME, buffer: bytes });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

/** Downloads through a link of the page and answers the file's bytes. */
export async function download(page: Page, linkName: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: linkName }).first().click(),
  ]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Picks an option of the Upload type select. */
export async function chooseType(page: Page, label: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Upload type' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}
