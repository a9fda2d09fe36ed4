import type { ModelLine, ProductLine, SizeLine } from './line-types';

/** Rounds a rupee amount up to the next 500, less one: 11,999 rather than 11,523. */
const retailPrice = (rupees: number) => Math.ceil(rupees / 500) * 500 - 1;

/**
 * Every length, breadth and height of a mattress model, priced by its volume: `rate` rupees a
 * cubic inch, the MRP half as much again.
 */
function mattressSizes(
  lengths: readonly number[],
  breadths: readonly number[],
  heights: readonly number[],
  rate: number,
): SizeLine[] {
  return lengths.flatMap((length) =>
    breadths.flatMap((breadth) =>
      heights.map((height) => {
        const price = retailPrice(length * breadth * height * rate);
        return {
          length,
          breadth,
          height,
          code: `${length}x${breadth}x${height}`,
          price,
          mrp: Math.ceil((price * 1.5) / 1000) * 1000 - 1,
        };
      }),
    ),
  );
}

const ADULT_LENGTHS = [72, 75, 78] as const;
const ADULT_BREADTHS = [36, 48, 60, 72] as const;

const mattress = (code: string, name: string, heights: number[], rate: number): ModelLine => ({
  code,
  name,
  sizes: mattressSizes(ADULT_LENGTHS, ADULT_BREADTHS, heights, rate),
});

/** Mattresses: sold by size alone, so the size is in the SKU (MAT-ORTHO-72x36x6). */
export const MATTRESSES: ProductLine = {
  sku_code: 'MAT',
  name: 'Mattress',
  models: [
    mattress('ORTHO', 'Ortho Mattress', [6, 8], 0.77),
    mattress('MEMF', 'Memory Foam Mattress', [8, 10], 0.72),
    mattress('LATX', 'Natural Latex Mattress', [6, 8], 0.95),
    mattress('HYBR', 'Hybrid Pocket Spring Mattress', [8, 10], 0.66),
    mattress('DUAL', 'Dual Comfort Mattress', [4, 5], 0.52),
    { code: 'BABY', name: 'Baby Mattress', sizes: mattressSizes([48, 52], [24, 28], [3, 4], 0.7) },
  ],
};

/** Mattress protectors, toppers and bedsheets: flat goods have no height. */
export const ACCESSORIES: ProductLine = {
  sku_code: 'ACC',
  name: 'Bedding Accessory',
  models: [
    {
      code: 'PROT',
      name: 'Waterproof Mattress Protector',
      sizes: [
        { length: 72, breadth: 36, height: null, code: '72x36', price: 1_199, mrp: 1_999 },
        { length: 72, breadth: 48, height: null, code: '72x48', price: 1_399, mrp: 2_299 },
        { length: 75, breadth: 60, height: null, code: '75x60', price: 1_699, mrp: 2_799 },
        { length: 78, breadth: 72, height: null, code: '78x72', price: 1_999, mrp: 3_299 },
      ],
    },
    {
      code: 'TOPR',
      name: 'Mattress Topper',
      sizes: [
        { length: 72, breadth: 36, height: 2, code: '72x36x2', price: 2_999, mrp: 4_999 },
        { length: 72, breadth: 60, height: 2, code: '72x60x2', price: 4_499, mrp: 6_999 },
        { length: 78, breadth: 72, height: 2, code: '78x72x2', price: 4_999, mrp: 7_999 },
      ],
    },
    {
      code: 'BDSH',
      name: 'Bedsheet Set',
      sizes: [
        {
          length: 90,
          breadth: 100,
          height: null,
          code: 'QN',
          label: 'Queen',
          price: 1_799,
          mrp: 2_999,
        },
        {
          length: 108,
          breadth: 108,
          height: null,
          code: 'KG',
          label: 'King',
          price: 2_199,
          mrp: 3_499,
        },
      ],
      properties: [
        {
          key: 'fabric',
          label: 'Fabric',
          choices: [
            { value: 'COT', label: 'Cotton' },
            { value: 'SAT', label: 'Sateen', add: 600 },
          ],
        },
      ],
    },
  ],
};

/** Pillows: quick-commerce channels order them by the hundred. */
export const PILLOWS: ProductLine = {
  sku_code: 'PIL',
  name: 'Pillow',
  models: [
    {
      code: 'MEMF',
      name: 'Memory Foam Pillow',
      sizes: [
        {
          length: 24,
          breadth: 16,
          height: 5,
          code: 'STD',
          label: 'Standard',
          price: 1_299,
          mrp: 2_499,
        },
        {
          length: 28,
          breadth: 18,
          height: 5,
          code: 'KNG',
          label: 'King',
          price: 1_599,
          mrp: 2_999,
        },
      ],
    },
    {
      code: 'MICF',
      name: 'Microfibre Pillow',
      min_quantity: 1,
      sizes: [
        {
          length: 27,
          breadth: 17,
          height: 6,
          code: 'STD',
          label: 'Standard',
          price: 549,
          mrp: 999,
        },
      ],
      properties: [
        {
          key: 'pack',
          label: 'Pack',
          choices: [
            { value: '1', label: 'Single' },
            { value: '2', label: 'Pack of 2', add: 450 },
          ],
        },
      ],
    },
    {
      code: 'CONT',
      name: 'Contour Pillow',
      sizes: [
        {
          length: 23,
          breadth: 14,
          height: 4,
          code: 'CERV',
          label: 'Cervical',
          price: 1_599,
          mrp: 2_999,
        },
      ],
    },
  ],
};
