/** A size in whole inches; height is null for flat goods (a protector, a bedsheet). */
export interface Dimensions {
  length: number;
  breadth: number;
  height: number | null;
}

/** The cart's text of a size, e.g. "72 x 36 x 6 in" (as the orders' item_dimensions). */
export function formatDimensions({ length, breadth, height }: Dimensions): string {
  return height === null ? `${length} x ${breadth} in` : `${length} x ${breadth} x ${height} in`;
}

const SIZE =
  /^\s*(\d{1,4})\s*[xX×*]\s*(\d{1,4})\s*(?:[xX×*]\s*(\d{1,4})\s*)?(?:in|inch|inches|")?\s*$/;

/**
 * A size typed or stored as text: "72 x 36 x 6 in", "72x36x6", "72 X 36" (whole inches,
 * an optional unit). Null when the text is not a size.
 */
export function parseDimensions(text: string): Dimensions | null {
  const match = SIZE.exec(text);
  if (!match) return null;
  const [, length, breadth, height] = match;
  const size = {
    length: Number(length),
    breadth: Number(breadth),
    height: height === undefined ? null : Number(height),
  };
  return [size.length, size.breadth, size.height ?? 1].every((n) => n > 0) ? size : null;
}

export function sameDimensions(a: Dimensions, b: Dimensions): boolean {
  return a.length === b.length && a.breadth === b.breadth && a.height === b.height;
}

/** A height a model offers for a length and breadth. */
export interface HeightOption {
  height: number;
}
/** A breadth offered for a length, with its heights (empty for flat goods). */
export interface BreadthOption {
  breadth: number;
  child: HeightOption[];
}
/** A length a model offers, with the breadths offered for it. */
export interface LengthOption {
  length: number;
  child: BreadthOption[];
}

const ascending = (a: number, b: number) => a - b;

/**
 * The sizes of a model as the picker offers them: lengths, then the breadths of the chosen
 * length, then the heights of both, each ascending. Duplicates collapse.
 */
export function dimensionTree(sizes: readonly Dimensions[]): LengthOption[] {
  const lengths = [...new Set(sizes.map((s) => s.length))].sort(ascending);
  return lengths.map((length) => {
    const ofLength = sizes.filter((s) => s.length === length);
    const breadths = [...new Set(ofLength.map((s) => s.breadth))].sort(ascending);
    return {
      length,
      child: breadths.map((breadth) => ({
        breadth,
        child: [
          ...new Set(
            ofLength.flatMap((s) => (s.breadth === breadth && s.height !== null ? [s.height] : [])),
          ),
        ]
          .sort(ascending)
          .map((height) => ({ height })),
      })),
    };
  });
}

/** The breadths offered for a length (none when the length is not offered). */
export function breadthsFor(tree: readonly LengthOption[], length: number | null): number[] {
  return tree.find((l) => l.length === length)?.child.map((b) => b.breadth) ?? [];
}

/** The heights offered for a length and breadth; empty for flat goods. */
export function heightsFor(
  tree: readonly LengthOption[],
  length: number | null,
  breadth: number | null,
): number[] {
  const ofBreadth = tree.find((l) => l.length === length)?.child.find((b) => b.breadth === breadth);
  return ofBreadth?.child.map((h) => h.height) ?? [];
}

/** Whether the model offers exactly this size. */
export function isSizeOffered(tree: readonly LengthOption[], size: Dimensions): boolean {
  const breadth = tree
    .find((l) => l.length === size.length)
    ?.child.find((b) => b.breadth === size.breadth);
  if (!breadth) return false;
  if (breadth.child.length === 0) return size.height === null;
  return breadth.child.some((h) => h.height === size.height);
}
