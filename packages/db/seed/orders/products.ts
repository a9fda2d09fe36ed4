import { fromWireRupees } from '@backoffice/domain/core/money';
import type { Rng } from './prng';

/** A product of the demo catalogue: prices in paise, MRP never below the price. */
export interface DemoProduct {
  sku: string;
  name: string;
  dimensions: string;
  price_paise: number;
  mrp_paise: number;
  /** Packages the item ships in. */
  docket_quantity: number;
}

const product = (
  sku: string,
  name: string,
  dimensions: string,
  price: number,
  mrp: number,
  docket_quantity = 1,
): DemoProduct => ({
  sku,
  name,
  dimensions,
  price_paise: fromWireRupees(price),
  mrp_paise: fromWireRupees(mrp),
  docket_quantity,
});

/** Mattresses, beds, sofas, pillows, wardrobes and the rest, at the prices customers see. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  product('MAT-ORTHO-72x36x6', 'Ortho Mattress', '72 x 36 x 6 in', 11_999, 17_999),
  product('MAT-ORTHO-72x72x6', 'Ortho Mattress', '72 x 72 x 6 in', 18_999, 28_999),
  product('MAT-ORTHO-78x60x8', 'Ortho Mattress', '78 x 60 x 8 in', 21_499, 31_999),
  product('MAT-MEMF-75x60x8', 'Memory Foam Mattress', '75 x 60 x 8 in', 19_499, 29_999),
  product('MAT-MEMF-78x72x10', 'Memory Foam Mattress', '78 x 72 x 10 in', 27_999, 41_999),
  product('MAT-LATX-78x72x8', 'Natural Latex Mattress', '78 x 72 x 8 in', 38_999, 54_999),
  product('MAT-HYBR-72x60x10', 'Hybrid Pocket Spring Mattress', '72 x 60 x 10 in', 29_999, 44_999),
  product('MAT-DUAL-72x48x5', 'Dual Comfort Mattress', '72 x 48 x 5 in', 8_999, 12_999),
  product('MAT-BABY-48x24x4', 'Baby Mattress', '48 x 24 x 4 in', 3_499, 4_999),
  product(
    'BED-SHEE-QN-WAL',
    'Sheesham Wood Bed (Queen, Walnut)',
    '80 x 65 x 36 in',
    32_999,
    49_999,
    3,
  ),
  product(
    'BED-SHEE-KG-TEA',
    'Sheesham Wood Bed (King, Teak)',
    '80 x 77 x 36 in',
    38_999,
    57_999,
    3,
  ),
  product(
    'BED-STOR-QN-WEN',
    'Hydraulic Storage Bed (Queen, Wenge)',
    '82 x 64 x 40 in',
    27_499,
    39_999,
    4,
  ),
  product('BED-METL-SG-BLK', 'Metal Single Bed (Black)', '78 x 38 x 32 in', 9_999, 14_999, 2),
  product('BED-UPHL-KG-GRY', 'Upholstered Bed (King, Grey)', '84 x 78 x 44 in', 44_999, 64_999, 4),
  product('SOF-FABR-3S-BLU', 'Fabric Sofa 3 Seater (Blue)', '78 x 34 x 33 in', 24_999, 38_999, 2),
  product('SOF-LSHP-5S-GRY', 'L-Shaped Sofa 5 Seater (Grey)', '98 x 68 x 33 in', 49_999, 79_999, 3),
  product('SOF-CMBD-3S-BEI', 'Sofa Cum Bed (Beige)', '74 x 36 x 32 in', 21_999, 32_999, 2),
  product('SOF-RECL-1S-BRN', 'Recliner 1 Seater (Brown)', '36 x 38 x 40 in', 17_999, 27_999),
  product('PIL-MEMF-STD', 'Memory Foam Pillow', '24 x 16 x 5 in', 1_299, 2_499),
  product('PIL-MICF-STD-2', 'Microfibre Pillow (Pack of 2)', '27 x 17 x 6 in', 999, 1_999),
  product('PIL-CONT-CERV', 'Cervical Contour Pillow', '23 x 14 x 4 in', 1_599, 2_999),
  product('WRD-2DR-ENG-WAL', 'Two Door Wardrobe (Walnut)', '72 x 36 x 20 in', 18_999, 28_999, 3),
  product(
    'WRD-3DR-MIR-WHT',
    'Three Door Wardrobe with Mirror (White)',
    '78 x 54 x 21 in',
    29_999,
    45_999,
    4,
  ),
  product('WRD-SLID-4DR-OAK', 'Sliding Door Wardrobe (Oak)', '84 x 72 x 24 in', 54_999, 84_999, 5),
  product(
    'TBL-DIN-6S-SHE',
    'Six Seater Dining Set (Sheesham)',
    '72 x 36 x 30 in',
    42_999,
    64_999,
    4,
  ),
  product('TBL-COF-GLS-WAL', 'Coffee Table with Glass Top', '40 x 22 x 17 in', 6_999, 10_999),
  product('TBL-STD-ENG-WHT', 'Study Table (White)', '42 x 20 x 30 in', 7_499, 11_499),
  product('CHR-OFF-ERG-BLK', 'Ergonomic Office Chair (Black)', '26 x 26 x 46 in', 8_999, 15_999),
  product('ACC-PROT-72x36', 'Waterproof Mattress Protector', '72 x 36 in', 1_199, 1_999),
  product('ACC-TOPR-78x72x2', 'Mattress Topper', '78 x 72 x 2 in', 4_999, 7_999),
  product('ACC-BDSH-QN-COT', 'Cotton Bedsheet Set (Queen)', '90 x 100 in', 1_799, 2_999),
];

/** A product of the catalogue, weighted towards mattresses (the retailer's best sellers). */
export function randomProduct(rng: Rng): DemoProduct {
  return rng.chance(0.45) ? rng.pick(MATTRESSES) : rng.pick(DEMO_PRODUCTS);
}

const MATTRESSES = DEMO_PRODUCTS.filter((p) => p.sku.startsWith('MAT-'));
