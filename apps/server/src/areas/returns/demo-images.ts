import { crc32, deflateSync } from 'node:zlib';
import type { AppContext } from '../../core/context';

/**
 * The demo's request photos and challan images are kept under this prefix. The seed writes their
 * rows, not files (it has no file store, like the uploads demo's kept sheets): the server makes
 * a demo file the first time it is opened and keeps it in the file store.
 */
export const DEMO_RETURN_FILES = 'demo/returns/';

/** The demo image's size: small, in the proportions of a phone photo. */
const WIDTH = 96;
const HEIGHT = 72;
/** The colours of the demo's product (picked by the file's key) on a light grey background. */
const COLOURS: readonly (readonly [number, number, number])[] = [
  [176, 122, 84],
  [92, 124, 160],
  [120, 150, 98],
  [168, 96, 110],
];
const BACKGROUND = [236, 236, 232] as const;
const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A small PNG standing in for a demo photo: a coloured block (the product) on a light grey
 * background, the colour picked by the key, so that photos of different carts differ.
 */
export function demoImage(key: string): Buffer {
  const hash = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 10_007, 7);
  const colour = COLOURS[hash % COLOURS.length] ?? COLOURS[0];
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    // Each row starts with its filter type (0: none), then RGB per pixel.
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) {
      const inBlock = x >= 20 && x < 76 && y >= 18 && y < 56;
      row.set(inBlock && colour ? colour : BACKGROUND, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  // Bit depth 8, colour type 2 (RGB), compression, filter and interlace 0.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A request photo's or challan image's bytes from the file store; a demo file not made yet is
 * made and kept now. Null when the store has nothing under a key that is not the demo's.
 */
export async function keptReturnFile(ctx: AppContext, key: string): Promise<Buffer | null> {
  const bytes = await ctx.files.get(key);
  if (bytes || !key.startsWith(DEMO_RETURN_FILES)) return bytes;
  const made = demoImage(key);
  await ctx.files.put(key, made);
  return made;
}
