/**
 * Code 128 (ISO/IEC 15417), code set B: printable ASCII, which every SKU is. Each symbol is six
 * bar and space widths in modules (11 modules); the stop symbol has seven (13 modules, its
 * termination bar included).
 */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
] as const;

const START_B = 104;
const STOP = 106;
const CHECKSUM_MODULUS = 103;
/** The quiet zone each side of the symbol, in modules (at least 10). */
export const QUIET_ZONE_MODULES = 10;

/** Whether Code 128 B can carry the text: printable ASCII only. */
export const isCode128Text = (text: string): boolean => /^[\x20-\x7e]+$/.test(text);

/** The symbol values of the text: start B, one per character, the checksum, stop. */
export function code128Values(text: string): number[] {
  if (!isCode128Text(text)) throw new RangeError('Code 128 B carries printable ASCII only');
  const data = [...text].map((ch) => ch.charCodeAt(0) - 32);
  const checksum =
    data.reduce((sum, value, i) => sum + value * (i + 1), START_B) % CHECKSUM_MODULUS;
  return [START_B, ...data, checksum, STOP];
}

/** A bar of the symbol: where it starts and how wide it is, in modules from the left edge. */
export interface Bar {
  x: number;
  width: number;
}

/** The bars of the text's barcode and its whole width in modules (quiet zones not included). */
export function code128Bars(text: string): { bars: Bar[]; modules: number } {
  const bars: Bar[] = [];
  let x = 0;
  for (const value of code128Values(text)) {
    [...PATTERNS[value]!].forEach((digit, i) => {
      const width = Number(digit);
      if (i % 2 === 0) bars.push({ x, width });
      x += width;
    });
  }
  return { bars, modules: x };
}
