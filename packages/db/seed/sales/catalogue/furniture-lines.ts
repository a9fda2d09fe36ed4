import type { ChoiceLine, PartLine, ProductLine, PropertyLine } from './line-types';

const property = (key: string, label: string, choices: ChoiceLine[]): PropertyLine => ({
  key,
  label,
  choices,
});
const finish = (...choices: ChoiceLine[]) => property('finish', 'Finish', choices);
const colour = (...choices: ChoiceLine[]) => property('colour', 'Colour', choices);
const c = (value: string, label: string, add = 0): ChoiceLine => ({ value, label, add });

const part = (part_code: string, name: string, max_value: number, min_value = 1): PartLine => ({
  part_code,
  name,
  min_value,
  max_value,
});
const BED_PARTS = [
  part('LEG', 'Bed Leg', 6),
  part('SLAT', 'Slat', 14),
  part('BOLT', 'Bolt Kit', 2),
];
const SOFA_PARTS = [part('CUSH', 'Cushion Cover', 6), part('LEG', 'Sofa Leg', 6)];
const WARDROBE_PARTS = [part('HNG', 'Hinge', 8), part('HDL', 'Handle', 4), part('SHF', 'Shelf', 4)];

/** Beds: size by code (QN, KG) and a finish or colour; Sheesham beds take an optional box. */
export const BEDS: ProductLine = {
  sku_code: 'BED',
  name: 'Bed',
  models: [
    {
      code: 'SHEE',
      name: 'Sheesham Wood Bed',
      sizes: [
        {
          length: 80,
          breadth: 65,
          height: 36,
          code: 'QN',
          label: 'Queen',
          price: 32_999,
          mrp: 49_999,
        },
        {
          length: 80,
          breadth: 77,
          height: 36,
          code: 'KG',
          label: 'King',
          price: 36_999,
          mrp: 55_999,
        },
      ],
      properties: [
        finish(c('WAL', 'Walnut'), c('TEA', 'Teak', 2_000), c('HON', 'Honey')),
        {
          key: 'storage',
          label: 'Storage',
          required: false,
          choices: [c('BOX', 'Box Storage', 4_000)],
        },
      ],
      parts: BED_PARTS,
    },
    {
      code: 'STOR',
      name: 'Hydraulic Storage Bed',
      sizes: [
        {
          length: 82,
          breadth: 64,
          height: 40,
          code: 'QN',
          label: 'Queen',
          price: 27_499,
          mrp: 39_999,
        },
        {
          length: 82,
          breadth: 76,
          height: 40,
          code: 'KG',
          label: 'King',
          price: 31_499,
          mrp: 45_999,
        },
      ],
      properties: [finish(c('WEN', 'Wenge'), c('WAL', 'Walnut'))],
      parts: [...BED_PARTS, part('PIST', 'Hydraulic Piston', 2)],
    },
    {
      code: 'METL',
      name: 'Metal Bed',
      sizes: [
        {
          length: 78,
          breadth: 38,
          height: 32,
          code: 'SG',
          label: 'Single',
          price: 9_999,
          mrp: 14_999,
        },
        {
          length: 78,
          breadth: 62,
          height: 32,
          code: 'QN',
          label: 'Queen',
          price: 13_999,
          mrp: 20_999,
        },
      ],
      properties: [colour(c('BLK', 'Black'), c('WHT', 'White'))],
      parts: BED_PARTS,
    },
    {
      code: 'UPHL',
      name: 'Upholstered Bed',
      sizes: [
        {
          length: 84,
          breadth: 66,
          height: 44,
          code: 'QN',
          label: 'Queen',
          price: 39_999,
          mrp: 57_999,
        },
        {
          length: 84,
          breadth: 78,
          height: 44,
          code: 'KG',
          label: 'King',
          price: 44_999,
          mrp: 64_999,
        },
      ],
      properties: [colour(c('GRY', 'Grey'), c('BLU', 'Blue'), c('BEI', 'Beige'))],
      parts: BED_PARTS,
    },
  ],
};

export const SOFAS: ProductLine = {
  sku_code: 'SOF',
  name: 'Sofa',
  models: [
    {
      code: 'FABR',
      name: 'Fabric Sofa',
      sizes: [
        {
          length: 56,
          breadth: 34,
          height: 33,
          code: '2S',
          label: 'Two Seater',
          price: 18_999,
          mrp: 29_999,
        },
        {
          length: 78,
          breadth: 34,
          height: 33,
          code: '3S',
          label: 'Three Seater',
          price: 24_999,
          mrp: 38_999,
        },
      ],
      properties: [colour(c('BLU', 'Blue'), c('GRY', 'Grey'), c('BEI', 'Beige'))],
      parts: SOFA_PARTS,
    },
    {
      code: 'LSHP',
      name: 'L-Shaped Sofa',
      sizes: [
        {
          length: 98,
          breadth: 68,
          height: 33,
          code: '5S',
          label: 'Five Seater',
          price: 49_999,
          mrp: 79_999,
        },
        {
          length: 110,
          breadth: 68,
          height: 33,
          code: '6S',
          label: 'Six Seater',
          price: 57_999,
          mrp: 89_999,
        },
      ],
      properties: [colour(c('GRY', 'Grey'), c('BRN', 'Brown'))],
      parts: SOFA_PARTS,
    },
    {
      code: 'CMBD',
      name: 'Sofa Cum Bed',
      sizes: [
        {
          length: 74,
          breadth: 36,
          height: 32,
          code: '3S',
          label: 'Three Seater',
          price: 21_999,
          mrp: 32_999,
        },
      ],
      properties: [colour(c('BEI', 'Beige'), c('BLU', 'Blue'))],
      parts: SOFA_PARTS,
    },
    {
      code: 'RECL',
      name: 'Recliner',
      sizes: [
        {
          length: 36,
          breadth: 38,
          height: 40,
          code: '1S',
          label: 'One Seater',
          price: 17_999,
          mrp: 27_999,
        },
        {
          length: 62,
          breadth: 38,
          height: 40,
          code: '2S',
          label: 'Two Seater',
          price: 32_999,
          mrp: 49_999,
        },
      ],
      properties: [colour(c('BRN', 'Brown'), c('BLK', 'Black', 1_000))],
      parts: SOFA_PARTS,
    },
  ],
};

export const WARDROBES: ProductLine = {
  sku_code: 'WRD',
  name: 'Wardrobe',
  models: [
    {
      code: '2DR',
      name: 'Two Door Wardrobe',
      sizes: [{ length: 72, breadth: 36, height: 20, price: 18_999, mrp: 28_999 }],
      properties: [
        property('material', 'Material', [
          c('ENG', 'Engineered Wood'),
          c('SHE', 'Sheesham', 9_000),
        ]),
        finish(c('WAL', 'Walnut'), c('WEN', 'Wenge')),
      ],
      parts: WARDROBE_PARTS,
    },
    {
      code: '3DR',
      name: 'Three Door Wardrobe',
      sizes: [{ length: 78, breadth: 54, height: 21, price: 26_999, mrp: 41_999 }],
      properties: [
        property('door', 'Door', [c('PLN', 'Plain'), c('MIR', 'with Mirror', 3_000)]),
        finish(c('WHT', 'White'), c('WAL', 'Walnut')),
      ],
      parts: WARDROBE_PARTS,
    },
    {
      code: 'SLID',
      name: 'Sliding Door Wardrobe',
      sizes: [
        {
          length: 84,
          breadth: 54,
          height: 24,
          code: '3DR',
          label: 'Three Door',
          price: 44_999,
          mrp: 69_999,
        },
        {
          length: 84,
          breadth: 72,
          height: 24,
          code: '4DR',
          label: 'Four Door',
          price: 54_999,
          mrp: 84_999,
        },
      ],
      properties: [finish(c('OAK', 'Oak'), c('WEN', 'Wenge'))],
      parts: WARDROBE_PARTS,
    },
  ],
};

export const TABLES: ProductLine = {
  sku_code: 'TBL',
  name: 'Table',
  models: [
    {
      code: 'DIN',
      name: 'Dining Set',
      sizes: [
        {
          length: 48,
          breadth: 30,
          height: 30,
          code: '4S',
          label: 'Four Seater',
          price: 29_999,
          mrp: 44_999,
        },
        {
          length: 72,
          breadth: 36,
          height: 30,
          code: '6S',
          label: 'Six Seater',
          price: 42_999,
          mrp: 64_999,
        },
      ],
      properties: [property('wood', 'Wood', [c('SHE', 'Sheesham'), c('MAN', 'Mango', -3_000)])],
    },
    {
      code: 'COF',
      name: 'Coffee Table',
      sizes: [{ length: 40, breadth: 22, height: 17, price: 6_999, mrp: 10_999 }],
      properties: [
        property('top', 'Top', [c('GLS', 'Glass'), c('WOD', 'Wood', -1_000)]),
        finish(c('WAL', 'Walnut'), c('WEN', 'Wenge')),
      ],
    },
    {
      code: 'STD',
      name: 'Study Table',
      sizes: [{ length: 42, breadth: 20, height: 30, price: 7_499, mrp: 11_499 }],
      properties: [
        property('material', 'Material', [
          c('ENG', 'Engineered Wood'),
          c('SHE', 'Sheesham', 4_000),
        ]),
        finish(c('WHT', 'White'), c('WAL', 'Walnut')),
      ],
    },
  ],
};

export const CHAIRS: ProductLine = {
  sku_code: 'CHR',
  name: 'Chair',
  models: [
    {
      code: 'OFF',
      name: 'Office Chair',
      sizes: [{ length: 26, breadth: 26, height: 46, price: 8_999, mrp: 15_999 }],
      properties: [
        property('type', 'Type', [c('ERG', 'Ergonomic'), c('MSH', 'Mesh', -1_500)]),
        colour(c('BLK', 'Black'), c('GRY', 'Grey')),
      ],
      parts: [part('CAST', 'Caster Wheel', 5), part('GAS', 'Gas Lift', 1)],
    },
  ],
};
