import { z } from 'zod';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { optionalCell, textCell } from './automation-cells';
import { SHEET_SKU_MAX_LENGTH } from './price-automation';

/** The longest name of a level of the product hierarchy. */
export const HIERARCHY_NAME_MAX_LENGTH = 100;

/**
 * The product hierarchy of a catalogue item (002 section 7: product_hierarchy_data), in the
 * spec's field names, with the header each has in the product configuration sheet.
 */
export const PRODUCT_HIERARCHY_FIELDS = [
  { key: 'master_category', header: 'Master Category', required: true },
  { key: 'product_category', header: 'Product Category', required: true },
  { key: 'product_sub_category', header: 'Product Sub Category', required: true },
  { key: 'new_product_type', header: 'Product Type', required: true },
  { key: 'product_material', header: 'Product Material', required: false },
  { key: 'product_model', header: 'Product Model', required: false },
  { key: 'product_series', header: 'Product Series', required: false },
] as const satisfies readonly SheetColumn[];

export const PRODUCT_CONFIGURATION_COLUMNS = [
  { key: 'sku', header: 'SKU', required: true },
  ...PRODUCT_HIERARCHY_FIELDS,
] as const satisfies readonly SheetColumn[];

const level = (header: string) => textCell(header, HIERARCHY_NAME_MAX_LENGTH);
const optionalLevel = (header: string) => optionalCell(level(header)).transform((v) => v ?? null);

/** One row of the product configuration sheet: the hierarchy an item should have once approved. */
export const ZProductConfigurationRow = z.object({
  sku: textCell('SKU', SHEET_SKU_MAX_LENGTH).transform((v) => v.toUpperCase()),
  master_category: level('Master Category'),
  product_category: level('Product Category'),
  product_sub_category: level('Product Sub Category'),
  new_product_type: level('Product Type'),
  product_material: optionalLevel('Product Material'),
  product_model: optionalLevel('Product Model'),
  product_series: optionalLevel('Product Series'),
});
export type ProductConfigurationRow = z.output<typeof ZProductConfigurationRow>;

/** The hierarchy of an item: every level by its field name, an optional one null when not given. */
export type ProductHierarchy = Omit<ProductConfigurationRow, 'sku'>;

/**
 * The product configuration sheet. Applying it changes no item yet: it makes one approval
 * request with a row per sheet row, and each row changes its item when it is approved on
 * /product-hierarchy-approval. The request is reviewed as one piece, so a sheet with a bad row
 * makes no request at all (all-or-nothing) rather than a request missing some of its rows.
 */
export const PRODUCT_CONFIGURATION_SHEET = defineSheetType<ProductConfigurationRow>({
  key: 'product-configuration',
  label: 'Product Configuration',
  description:
    'Requests product hierarchy changes of catalogue items (category, sub category, type, material, model, series); each row changes its item once approved on Approve Product Hierarchy.',
  columns: PRODUCT_CONFIGURATION_COLUMNS,
  rowSchema: ZProductConfigurationRow,
  applyMode: 'all-or-nothing',
  sampleRows: [
    {
      sku: 'BED-METL-SG-BLK',
      master_category: 'Furniture',
      product_category: 'Beds',
      product_sub_category: 'Metal Beds',
      new_product_type: 'Single Bed',
      product_material: 'Metal',
      product_model: 'Metal Bed',
      product_series: 'Essentials',
    },
    {
      sku: 'BED-SHEE-KG-TEA-BOX',
      master_category: 'Furniture',
      product_category: 'Beds',
      product_sub_category: 'Wooden Beds',
      new_product_type: 'King Bed',
      product_material: 'Sheesham Wood',
    },
  ],
});
