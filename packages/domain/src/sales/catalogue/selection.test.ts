import { describe, expect, it } from 'vitest';
import { dimensionTree } from './dimensions';
import {
  chooseModel,
  chooseProduct,
  chooseProperty,
  chooseSize,
  EMPTY_SELECTION,
  fillSingleChoices,
  matchVariant,
  selectionErrors,
  toProductData,
  type ModelOptions,
  type PickerSelection,
  type Variant,
} from './selection';

/** A bed: queen 80 x 65 x 36 and king 80 x 77 x 36, a required finish and optional storage. */
const BED: ModelOptions = {
  dimensions: dimensionTree([
    { length: 80, breadth: 65, height: 36 },
    { length: 80, breadth: 77, height: 36 },
  ]),
  property_type_list: [
    {
      key: 'finish',
      label: 'Finish',
      required: true,
      choices: [
        { value: 'WAL', label: 'Walnut' },
        { value: 'TEA', label: 'Teak' },
      ],
    },
    {
      key: 'storage',
      label: 'Storage',
      required: false,
      choices: [{ value: 'BOX', label: 'Box storage' }],
    },
  ],
};

const chosen = (over: Partial<PickerSelection>): PickerSelection => ({
  product: 'BED',
  model_id: 7,
  length: 80,
  breadth: 65,
  height: 36,
  properties: { finish: 'WAL' },
  ...over,
});

describe('what stops Check Availability (001 section 5)', () => {
  it.each([
    ['nothing chosen', EMPTY_SELECTION, null, { product: 'Required!', model_id: 'Required!' }],
    ['no model', chosen({ model_id: null }), null, { model_id: 'Required!' }],
    ['no length', chosen({ length: null }), BED, { length: 'Required!' }],
    [
      'a length not offered',
      chosen({ length: 84 }),
      BED,
      { length: 'This size is not offered for the model' },
    ],
    ['no breadth', chosen({ breadth: null }), BED, { breadth: 'Required!' }],
    [
      'a breadth not offered',
      chosen({ breadth: 60 }),
      BED,
      { breadth: 'This size is not offered for the model' },
    ],
    ['no height', chosen({ height: null }), BED, { height: 'Required!' }],
    ['no finish', chosen({ properties: {} }), BED, { 'properties.finish': 'Required!' }],
    [
      'a finish not offered',
      chosen({ properties: { finish: 'OAK' } }),
      BED,
      { 'properties.finish': 'This choice is not offered for the model' },
    ],
    [
      'a property the model lacks',
      chosen({ properties: { finish: 'WAL', colour: 'RED' } }),
      BED,
      { 'properties.colour': 'The model has no such property' },
    ],
    ['everything, storage left out', chosen({}), BED, {}],
    ['everything with storage', chosen({ properties: { finish: 'TEA', storage: 'BOX' } }), BED, {}],
  ])('%s', (_label, selection, options, errors) => {
    expect(selectionErrors(selection, options)).toEqual(errors);
  });

  it('asks no height of flat goods, and refuses one', () => {
    const flat: ModelOptions = {
      dimensions: dimensionTree([{ length: 72, breadth: 36, height: null }]),
      property_type_list: [],
    };
    expect(
      selectionErrors(chosen({ length: 72, breadth: 36, height: null, properties: {} }), flat),
    ).toEqual({});
    expect(
      selectionErrors(chosen({ length: 72, breadth: 36, height: 2, properties: {} }), flat),
    ).toEqual({
      height: 'This size is not offered for the model',
    });
  });

  it('turns a complete selection into product_data, and nothing else', () => {
    expect(toProductData(chosen({}), BED)).toEqual({
      sku_code: 'BED',
      model_id: 7,
      length: 80,
      breadth: 65,
      height: 36,
      properties: { finish: 'WAL' },
    });
    expect(toProductData(chosen({ breadth: null }), BED)).toBeNull();
    expect(toProductData(chosen({}), null)).toBeNull();
  });
});

describe('choosing step by step (001 section 4)', () => {
  it('a product clears the rest; a model keeps the product and clears the rest', () => {
    expect(chooseProduct('SOF')).toEqual({ ...EMPTY_SELECTION, product: 'SOF' });
    expect(chooseModel(chosen({}), 9)).toEqual({ ...EMPTY_SELECTION, product: 'BED', model_id: 9 });
  });

  it('a length keeps a breadth still offered and fills a single height', () => {
    const tree = dimensionTree([
      { length: 72, breadth: 36, height: 6 },
      { length: 72, breadth: 36, height: 8 },
      { length: 78, breadth: 36, height: 8 },
      { length: 78, breadth: 72, height: 8 },
    ]);
    const start = chosen({ length: 78, breadth: 72, height: 8 });
    // 78 x 72 is not offered at 72: the only breadth left (36) is filled, the height kept.
    expect(chooseSize(start, tree, { length: 72 })).toMatchObject({ breadth: 36, height: 8 });
    // 78 x 36 has the one height 8.
    expect(chooseSize(start, tree, { breadth: 36 })).toMatchObject({ breadth: 36, height: 8 });
    const blank = chosen({ length: null, breadth: null, height: null });
    expect(chooseSize(blank, tree, { length: 78 })).toMatchObject({ breadth: null, height: null });
  });

  it('an empty value unsets an optional property', () => {
    const withStorage = chooseProperty(chosen({}), 'storage', 'BOX');
    expect(withStorage.properties).toEqual({ finish: 'WAL', storage: 'BOX' });
    expect(chooseProperty(withStorage, 'storage', null).properties).toEqual({ finish: 'WAL' });
  });
});

describe('the variant a choice names', () => {
  const variants: (Variant & { sku: string })[] = [
    {
      sku: 'BED-SHEE-QN-WAL',
      dimensions: { length: 80, breadth: 65, height: 36 },
      choices: { finish: 'WAL' },
    },
    {
      sku: 'BED-SHEE-QN-WAL-BOX',
      dimensions: { length: 80, breadth: 65, height: 36 },
      choices: { finish: 'WAL', storage: 'BOX' },
    },
    {
      sku: 'BED-SHEE-KG-WAL',
      dimensions: { length: 80, breadth: 77, height: 36 },
      choices: { finish: 'WAL' },
    },
  ];
  const data = { length: 80, breadth: 65, height: 36 };
  it.each([
    [{ finish: 'WAL' }, 'BED-SHEE-QN-WAL'],
    [{ storage: 'BOX', finish: 'WAL' }, 'BED-SHEE-QN-WAL-BOX'],
    [{ finish: 'TEA' }, undefined],
    [{}, undefined],
  ])('%j is %s', (properties, sku) => {
    expect(matchVariant(variants, { ...data, properties })?.sku).toBe(sku);
  });
});

describe('choices made for the user once a model’s details are in', () => {
  it('fills single sizes and single required choices, and drops what is not offered', () => {
    const one: ModelOptions = {
      dimensions: dimensionTree([{ length: 80, breadth: 65, height: 36 }]),
      property_type_list: [
        {
          key: 'finish',
          label: 'Finish',
          required: true,
          choices: [{ value: 'WAL', label: 'Walnut' }],
        },
        {
          key: 'storage',
          label: 'Storage',
          required: false,
          choices: [{ value: 'BOX', label: 'Box' }],
        },
      ],
    };
    const start = {
      ...EMPTY_SELECTION,
      product: 'BED',
      model_id: 7,
      properties: { colour: 'RED' },
    };
    expect(fillSingleChoices(start, one)).toEqual({
      ...start,
      length: 80,
      breadth: 65,
      height: 36,
      properties: { finish: 'WAL' },
    });
  });

  it('keeps what is chosen and offered, and fills nothing where there is a choice to make', () => {
    expect(
      fillSingleChoices(chosen({ properties: { finish: 'TEA', storage: 'BOX' } }), BED),
    ).toEqual(chosen({ properties: { finish: 'TEA', storage: 'BOX' } }));
    const blank = { ...EMPTY_SELECTION, product: 'BED', model_id: 7 };
    expect(fillSingleChoices(blank, BED)).toEqual({ ...blank, length: 80 });
  });
});
