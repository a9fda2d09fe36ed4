import { luminance, toRgba, type MantineColorsTuple, type MantineThemeColors } from '@mantine/core';

/** WCAG 2.1 AA: the least contrast of text of normal size with what is behind it. */
export const MIN_CONTRAST = 4.5;
/**
 * The shades Mantine writes with in the light scheme: shade 6 is the text, outline and fill of
 * every variant (white text on it when filled), 7 to 9 its hovers; "dimmed" is gray 6.
 */
export const TEXT_SHADES = [6, 7, 8, 9] as const;
/** The darkest background text sits on: a hovered table row (gray 1). */
export const HOVERED_ROW = '#f1f3f5';
/** The share of a colour in its light variant's background (Mantine's tint). */
const TINT = 0.1;
/** How much darker each try at a readable shade is made: small, to stay near the original. */
const TRY_STEP = 0.02;
/** How much darker a shade is made than the one before when it was not: a hover that shows. */
const HOVER_STEP = 0.08;

type Rgb = readonly [number, number, number];

const rgbOf = (color: string): Rgb => {
  const { r, g, b } = toRgba(color);
  return [r, g, b];
};
const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
/** `share` of one colour laid over another. */
const mix = (top: Rgb, under: Rgb, share: number): Rgb => [
  top[0] * share + under[0] * (1 - share),
  top[1] * share + under[1] * (1 - share),
  top[2] * share + under[2] * (1 - share),
];
const BLACK: Rgb = [0, 0, 0];
const darker = (rgb: Rgb, share: number): Rgb => mix(BLACK, rgb, share);

/** The contrast ratio of two colours, 1 to 21 (WCAG 2.1). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour's light-variant background: its tint laid over a background. */
export function tintOver(color: string, background: string): string {
  return hexOf(mix(rgbOf(color), rgbOf(background), TINT));
}

/**
 * Whether text of a colour reads at AA everywhere Mantine puts it: on white, on its own tint
 * over a hovered row (the darker of the two), and as a fill under white text (the same ratio
 * as on white).
 */
export function readsWell(color: string): boolean {
  return contrast(color, tintOver(color, HOVERED_ROW)) >= MIN_CONTRAST;
}

/**
 * A palette whose text shades read well: each of shades 6 to 9 is darkened until it does, and
 * kept darker than the one before so a hover still shows. Shades 0 to 5 (backgrounds, borders)
 * stay as they are.
 */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shades: string[] = [...palette];
  for (const index of TEXT_SHADES) {
    let shade = rgbOf(palette[index]);
    const previous = shades[index - 1] ?? palette[index];
    if (index > TEXT_SHADES[0] && luminance(hexOf(shade)) >= luminance(previous)) {
      shade = darker(rgbOf(previous), HOVER_STEP);
    }
    while (!readsWell(hexOf(shade))) shade = darker(shade, TRY_STEP);
    shades[index] = hexOf(shade);
  }
  // Ten shades in, ten out: the tuple's length is kept.
  return shades as unknown as MantineColorsTuple;
}

/** Every palette of a theme made readable (see readablePalette). */
export function readableColors(colors: MantineThemeColors): MantineThemeColors {
  return Object.fromEntries(
    Object.entries(colors).map(([name, palette]) => [name, readablePalette(palette)]),
  ) as MantineThemeColors;
}
