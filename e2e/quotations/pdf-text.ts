import { inflateSync } from 'node:zlib';

/** The page content streams of a PDF, inflated where they are compressed. */
function contentStreams(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const streams: Buffer[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) break;
    const raw = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(raw));
    } catch {
      streams.push(raw);
    }
    pattern.lastIndex = end;
  }
  return streams;
}

/**
 * The text a PDF written with the standard fonts shows, in drawing order: the hex strings of its
 * text operators decoded as WinAnsi (Latin-1) codes. Enough to find a quotation's lines in it.
 */
export function pdfText(pdf: Buffer): string {
  const words: string[] = [];
  for (const stream of contentStreams(pdf)) {
    const content = stream.toString('latin1');
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const parts = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1] ?? '', 'hex').toString('latin1'),
      );
      words.push(parts.join(''));
    }
  }
  return words.join(' ');
}
