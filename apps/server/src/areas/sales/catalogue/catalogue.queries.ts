import type { Database } from '@backoffice/db';
import {
  catalogueModels,
  catalogueParts,
  catalogueProducts,
  cataloguePropertyChoices,
  cataloguePropertyTypes,
  catalogueSkuChoices,
  catalogueSkus,
  type CatalogueModelRow,
  type CatalogueProductRow,
  type CatalogueSkuRow,
} from '@backoffice/db/schema';
import {
  dimensionTree,
  type Dimensions,
  type ModelOptions,
  type Part,
  type PropertyType,
} from '@backoffice/domain/sales/catalogue';
import { and, asc, eq, inArray } from 'drizzle-orm';

/** An active product by its sku_code. */
export async function findProduct(
  db: Database,
  skuCode: string,
): Promise<CatalogueProductRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.sku_code, skuCode), eq(catalogueProducts.is_active, true)));
  return row;
}

/** An active model of a product. */
export async function findModel(
  db: Database,
  productId: number,
  modelId: number,
): Promise<CatalogueModelRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogueModels)
    .where(
      and(
        eq(catalogueModels.id, modelId),
        eq(catalogueModels.product_id, productId),
        eq(catalogueModels.is_active, true),
      ),
    );
  return row;
}

/** An active item with its model and product, by SKU. */
export async function findSku(db: Database, sku: string) {
  const [row] = await db
    .select({ sku: catalogueSkus, model: catalogueModels, product: catalogueProducts })
    .from(catalogueSkus)
    .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSkus.model_id))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueModels.product_id))
    .where(and(eq(catalogueSkus.sku, sku), eq(catalogueSkus.is_active, true)));
  return row;
}

/** An item of a model: its row, its size and its property choices (key to value). */
export interface ModelVariant {
  row: CatalogueSkuRow;
  dimensions: Dimensions;
  choices: Record<string, string>;
}

export const sizeOf = (row: CatalogueSkuRow): Dimensions => ({
  length: row.length_in,
  breadth: row.breadth_in,
  height: row.height_in,
});

/** What a model offers (sizes of its active items, its properties) and the items themselves. */
export async function modelOffer(
  db: Database,
  modelId: number,
): Promise<{ options: ModelOptions; variants: ModelVariant[] }> {
  const skus = await db
    .select()
    .from(catalogueSkus)
    .where(and(eq(catalogueSkus.model_id, modelId), eq(catalogueSkus.is_active, true)))
    .orderBy(asc(catalogueSkus.id));
  const choices =
    skus.length === 0
      ? []
      : await db
          .select({
            sku_id: catalogueSkuChoices.sku_id,
            key: cataloguePropertyTypes.key,
            value: cataloguePropertyChoices.value,
          })
          .from(catalogueSkuChoices)
          .innerJoin(
            cataloguePropertyTypes,
            eq(cataloguePropertyTypes.id, catalogueSkuChoices.property_type_id),
          )
          .innerJoin(
            cataloguePropertyChoices,
            eq(cataloguePropertyChoices.id, catalogueSkuChoices.choice_id),
          )
          .where(
            inArray(
              catalogueSkuChoices.sku_id,
              skus.map((s) => s.id),
            ),
          );
  const variants = skus.map((row) => ({
    row,
    dimensions: sizeOf(row),
    choices: Object.fromEntries(
      choices.filter((c) => c.sku_id === row.id).map((c) => [c.key, c.value]),
    ),
  }));
  return {
    options: {
      dimensions: dimensionTree(variants.map((v) => v.dimensions)),
      property_type_list: await propertyTypes(db, modelId),
    },
    variants,
  };
}

/** A model's properties with their choices, in the picker's order. */
async function propertyTypes(db: Database, modelId: number): Promise<PropertyType[]> {
  const rows = await db
    .select({
      id: cataloguePropertyTypes.id,
      key: cataloguePropertyTypes.key,
      label: cataloguePropertyTypes.label,
      required: cataloguePropertyTypes.required,
      value: cataloguePropertyChoices.value,
      choice_label: cataloguePropertyChoices.label,
    })
    .from(cataloguePropertyTypes)
    .innerJoin(
      cataloguePropertyChoices,
      eq(cataloguePropertyChoices.property_type_id, cataloguePropertyTypes.id),
    )
    .where(eq(cataloguePropertyTypes.model_id, modelId))
    .orderBy(asc(cataloguePropertyTypes.position), asc(cataloguePropertyChoices.position));
  const types = new Map<number, PropertyType>();
  for (const row of rows) {
    const type = types.get(row.id) ?? {
      key: row.key,
      label: row.label,
      required: row.required,
      choices: [],
    };
    type.choices.push({ value: row.value, label: row.choice_label });
    types.set(row.id, type);
  }
  return [...types.values()];
}

/** A model's parts, in their order. */
export async function modelParts(db: Database, modelId: number): Promise<Part[]> {
  return db
    .select({
      part_code: catalogueParts.part_code,
      name: catalogueParts.name,
      min_value: catalogueParts.min_value,
      max_value: catalogueParts.max_value,
    })
    .from(catalogueParts)
    .where(eq(catalogueParts.model_id, modelId))
    .orderBy(asc(catalogueParts.position));
}
