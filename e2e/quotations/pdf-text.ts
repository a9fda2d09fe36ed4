import { inflateSync } from 'node:zlib';

// Browser specs never use the server's code, so this reader of the PDF's text stands beside the
// server tests' own: the embedded font encodes text as glyph ids, each mapped back through the
// font's ToUnicode map, as a PDF reader does.
interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, at);
    const start = body.indexOf('\n', at) + 1;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    const stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const decode = (hex: string) =>
    String.fromCodePoint(
      ...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)),
    );
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f ]+)>/gi)) {
      map.set(pair[1]!.toLowerCase(), decode(pair[2]!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi,
    )) {
      const from = parseInt(range[1]!, 16);
      // A ligature's target holds several units: <0066 0069> is 'fi'.
      [...range[3]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((target, i) => {
        map.set((from + i).toString(16).padStart(range[1]!.length, '0'), decode(target[1]!));
      });
    }
  }
  return map;
}

/** The fonts a page names (/F1 ...), each with its glyph-to-text map (null: a standard font). */
function fontsOf(objects: Map<number, PdfObject>): Map<string, Map<string, string> | null> {
  const fonts = new Map<string, Map<string, string> | null>();
  for (const { dictionary } of objects.values()) {
    const resources = dictionary.match(/\/Font\s*<<([^>]*)>>/);
    for (const entry of (resources?.[1] ?? '').matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(entry[2]))?.dictionary ?? '';
      const toUnicode = font.match(/\/ToUnicode (\d+) 0 R/);
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
      fonts.set(entry[1]!, cmap ? unicodeMap(cmap.toString('latin1')) : null);
    }
  }
  return fonts;
}

/** Every string the PDF draws, in drawing order. */
function shownStrings(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = fontsOf(objects);
  const shown: string[] = [];
  const pages = [...objects.values()].flatMap(({ dictionary }) =>
    [...dictionary.matchAll(/\/Contents (\d+) 0 R/g)].map((m) => Number(m[1])),
  );
  for (const page of pages) {
    const stream = objects.get(page)?.stream;
    if (!stream) continue;
    let glyphs: Map<string, string> | null = null;
    const content = stream.toString('latin1');
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) {
        glyphs = fonts.get(op[1]) ?? null;
        continue;
      }
      const hexes = op[2] ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]!) : [op[3]!];
      const width = glyphs ? 4 : 2;
      shown.push(
        hexes
          .flatMap((hex) => hex.match(new RegExp(`.{${width}}`, 'g')) ?? [])
          .map((code) =>
            glyphs
              ? (glyphs.get(code.toLowerCase()) ?? '?')
              : String.fromCharCode(parseInt(code, 16)),
          )
          .join(''),
      );
    }
  }
  return shown;
}

/** The text a PDF shows, in drawing order, joined by spaces. */
export function pdfText(pdf: Buffer): string {
  return shownStrings(pdf).join(' ');
}
