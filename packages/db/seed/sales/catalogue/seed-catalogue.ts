import type { Database } from '../../../src/client';
import {
  catalogueModels,
  catalogueParts,
  catalogueProducts,
  cataloguePropertyChoices,
  cataloguePropertyTypes,
  catalogueSkuChoices,
  catalogueSkus,
} from '../../../src/schema/index';
import { planModelSkus, type PlannedSku } from './catalogue-plan';
import type { ModelLine, ProductLine } from './line-types';

/** What an item's row takes from elsewhere than its line (the demo orders' names and prices). */
export type SkuOverride = (planned: PlannedSku) => PlannedSku;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Writes products, their models, properties, items and parts; answers each SKU's row id. */
export async function seedCatalogueLines(
  db: Database,
  lines: readonly ProductLine[],
  override: SkuOverride = (planned) => planned,
): Promise<Map<string, number>> {
  const skuIds = new Map<string, number>();
  for (const [position, line] of lines.entries()) {
    const [product] = await db
      .insert(catalogueProducts)
      .values({ sku_code: line.sku_code, name: line.name, position })
      .returning({ id: catalogueProducts.id });
    if (!product) throw new Error(`product ${line.sku_code} not written`);
    for (const [modelPosition, model] of line.models.entries()) {
      const ids = await seedModelLine(db, product.id, line, model, modelPosition, override);
      for (const [sku, id] of ids) skuIds.set(sku, id);
    }
  }
  return skuIds;
}

async function seedModelLine(
  db: Database,
  productId: number,
  line: ProductLine,
  model: ModelLine,
  position: number,
  override: SkuOverride,
): Promise<Map<string, number>> {
  const page = `${slug(line.name)}/${slug(model.name)}`;
  const [row] = await db
    .insert(catalogueModels)
    .values({
      product_id: productId,
      code: model.code,
      name: model.name,
      item_url: `/products/${page}`,
      product_thumbnail: `/products/${page}/thumbnail.jpg`,
      min_quantity: model.min_quantity ?? 1,
      position,
    })
    .returning({ id: catalogueModels.id });
  if (!row) throw new Error(`model ${model.code} not written`);
  const choiceIds = await seedProperties(db, row.id, model);
  const planned = planModelSkus(line, model).map(override);
  const skus = await db
    .insert(catalogueSkus)
    .values(
      planned.map((p) => ({
        model_id: row.id,
        sku: p.sku,
        full_name: p.full_name,
        length_in: p.size.length,
        breadth_in: p.size.breadth,
        height_in: p.size.height,
        price_paise: p.price_paise,
        mrp_paise: p.mrp_paise,
      })),
    )
    .returning({ id: catalogueSkus.id, sku: catalogueSkus.sku });
  const ids = new Map(skus.map((s) => [s.sku, s.id]));
  const choices = planned.flatMap((p) =>
    Object.entries(p.choices).map(([key, value]) => {
      const choice = choiceIds.get(`${key}=${value}`);
      const sku_id = ids.get(p.sku);
      if (!choice || sku_id === undefined) throw new Error(`${p.sku}: no choice ${key}=${value}`);
      return { sku_id, ...choice };
    }),
  );
  if (choices.length > 0) await db.insert(catalogueSkuChoices).values(choices);
  if (model.parts?.length) {
    await db
      .insert(catalogueParts)
      .values(model.parts.map((part, i) => ({ ...part, model_id: row.id, position: i })));
  }
  return ids;
}

/** Writes a model's properties and choices; answers "key=value" to the choice's ids. */
async function seedProperties(db: Database, modelId: number, model: ModelLine) {
  const ids = new Map<string, { property_type_id: number; choice_id: number }>();
  for (const [position, property] of (model.properties ?? []).entries()) {
    const [type] = await db
      .insert(cataloguePropertyTypes)
      .values({
        model_id: modelId,
        key: property.key,
        label: property.label,
        required: property.required ?? true,
        position,
      })
      .returning({ id: cataloguePropertyTypes.id });
    if (!type) throw new Error(`property ${property.key} not written`);
    const choices = await db
      .insert(cataloguePropertyChoices)
      .values(
        property.choices.map((choice, i) => ({
          property_type_id: type.id,
          value: choice.value,
          label: choice.label,
          position: i,
        })),
      )
      .returning({ id: cataloguePropertyChoices.id, value: cataloguePropertyChoices.value });
    for (const choice of choices) {
      ids.set(`${property.key}=${choice.value}`, {
        property_type_id: type.id,
        choice_id: choice.id,
      });
    }
  }
  return ids;
}
