import { breadthsFor, CATALOGUE_MESSAGES, heightsFor } from '@backoffice/domain/sales/catalogue';
import { Select, SimpleGrid } from '@mantine/core';
import type { ProductPickerState } from './use-product-picker';

const numberOptions = (values: readonly number[]) =>
  values.map((v) => ({ value: String(v), label: `${v} in` }));
const toNumber = (value: string | null) => (value === null ? null : Number(value));
const asText = (value: number | null) => (value === null ? null : String(value));
/** A choice's message when it is not offered; a missing one only keeps the check off. */
const offeredError = (message: string | undefined) =>
  message === CATALOGUE_MESSAGES.required ? undefined : message;

/** Product and model, then the model's sizes and properties, each offered from the last. */
export function ChoiceFields({ picker }: { picker: ProductPickerState }) {
  const { selection, options, errors } = picker;
  const tree = options?.dimensions ?? [];
  const heights = heightsFor(tree, selection.length, selection.breadth);
  const flat = options !== null && selection.breadth !== null && heights.length === 0;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Product"
          placeholder="Choose a product"
          data={picker.products.map((p) => ({ value: p.sku_code, label: p.name }))}
          value={selection.product}
          onChange={picker.chooseProduct}
          searchable
          withAsterisk
          allowDeselect={false}
        />
        <Select
          label="Model"
          placeholder={selection.product ? 'Choose a model' : 'Choose a product first'}
          data={picker.models.map((m) => ({ value: String(m.id), label: m.name }))}
          value={asText(selection.model_id)}
          onChange={(value) => picker.chooseModel(toNumber(value))}
          disabled={selection.product === null}
          searchable
          withAsterisk
          allowDeselect={false}
        />
      </SimpleGrid>
      {options && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Length"
            placeholder="Length"
            data={numberOptions(tree.map((l) => l.length))}
            value={asText(selection.length)}
            onChange={(value) => picker.chooseSize({ length: toNumber(value) })}
            error={offeredError(errors.length)}
            withAsterisk
            allowDeselect={false}
          />
          <Select
            label="Breadth"
            placeholder="Breadth"
            data={numberOptions(breadthsFor(tree, selection.length))}
            value={asText(selection.breadth)}
            onChange={(value) => picker.chooseSize({ breadth: toNumber(value) })}
            error={offeredError(errors.breadth)}
            disabled={selection.length === null}
            withAsterisk
            allowDeselect={false}
          />
          {!flat && (
            <Select
              label="Height"
              placeholder="Height"
              data={numberOptions(heights)}
              value={asText(selection.height)}
              onChange={(value) => picker.chooseSize({ height: toNumber(value) })}
              error={offeredError(errors.height)}
              disabled={selection.breadth === null}
              withAsterisk
              allowDeselect={false}
            />
          )}
        </SimpleGrid>
      )}
      {options && options.property_type_list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {options.property_type_list.map((type) => (
            <Select
              key={type.key}
              label={type.label}
              placeholder={type.required ? `Choose ${type.label.toLowerCase()}` : 'None'}
              data={type.choices}
              value={selection.properties[type.key] ?? null}
              onChange={(value) => picker.chooseProperty(type.key, value)}
              clearable={!type.required}
              error={offeredError(errors[`properties.${type.key}`])}
              withAsterisk={type.required}
              allowDeselect={!type.required}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
