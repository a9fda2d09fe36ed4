/** A sheet as .csv text (the demo's kept files): fields with a comma, quote or line break quoted. */
export function sheetCsv(rows: readonly (readonly string[])[]): string {
  const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return `${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}
