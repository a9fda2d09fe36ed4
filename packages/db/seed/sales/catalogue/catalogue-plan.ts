import { fromWireRupees } from '@backoffice/domain/core/money';
import type { ChoiceLine, ModelLine, ProductLine, PropertyLine, SizeLine } from './line-types';

/** One item of a model: a size with one choice per property (optional ones may be left out). */
export interface PlannedSku {
  sku: string;
  full_name: string;
  size: SizeLine;
  /** Property key to chosen value. */
  choices: Record<string, string>;
  price_paise: number;
  mrp_paise: number;
}

/** Every way to choose the properties: required ones once each, optional ones also not at all. */
function choiceSets(properties: readonly PropertyLine[]): [PropertyLine, ChoiceLine][][] {
  return properties.reduce<[PropertyLine, ChoiceLine][][]>(
    (sets, property) => {
      const options: ([PropertyLine, ChoiceLine] | null)[] = property.choices.map((choice) => [
        property,
        choice,
      ]);
      if (property.required === false) options.unshift(null);
      return sets.flatMap((set) => options.map((option) => (option ? [...set, option] : set)));
    },
    [[]],
  );
}

/**
 * The SKUs of a model: every size with every set of choices. The SKU joins the product's and
 * model's codes, the size's code and the choices' values (BED-SHEE-QN-WAL), as the demo orders'
 * carts hold them; the name adds the size's and choices' labels (Sheesham Wood Bed (Queen,
 * Walnut)); each choice adds its amount to the size's price and MRP.
 */
export function planModelSkus(product: ProductLine, model: ModelLine): PlannedSku[] {
  return model.sizes.flatMap((size) =>
    choiceSets(model.properties ?? []).map((set) => {
      const add = set.reduce((sum, [, choice]) => sum + (choice.add ?? 0), 0);
      const labels = [size.label, ...set.map(([, choice]) => choice.label)].filter(Boolean);
      return {
        sku: [product.sku_code, model.code, size.code, ...set.map(([, choice]) => choice.value)]
          .filter(Boolean)
          .join('-'),
        full_name: labels.length > 0 ? `${model.name} (${labels.join(', ')})` : model.name,
        size,
        choices: Object.fromEntries(set.map(([property, choice]) => [property.key, choice.value])),
        price_paise: fromWireRupees(size.price + add),
        mrp_paise: fromWireRupees(size.mrp + add),
      };
    }),
  );
}
