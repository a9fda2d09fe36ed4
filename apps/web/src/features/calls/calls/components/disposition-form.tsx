import {
  DISPOSITION_COMMENTS_MAX_LENGTH,
  DISPOSITION_MESSAGES,
  dispositionErrors,
  dispositionFactsOf,
  type BreakReason,
  type DispositionCategory,
  type DispositionFormValues,
} from '@backoffice/domain/calls/calls';
import { Alert, Button, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { CalledCart } from '@/lib/calls/active-call';

export interface DispositionChoice {
  category: number;
  sub_category: number;
  third_category: number;
  cart_ids: number[];
  comments: string;
  /** Set when the agent pauses after the call. */
  break_reason: number | null;
}

interface DispositionFormProps {
  tree: readonly DispositionCategory[];
  /** Null when the break reasons could not be loaded: pausing is then not offered. */
  breakReasons: readonly BreakReason[] | null;
  /** The products of the order the call was about (none for a call from the Dialer). */
  carts: readonly CalledCart[];
  /** The cart the call was placed from, ticked to begin with. */
  clickedCartId: number | null;
  pending: boolean;
  onSubmit: (choice: DispositionChoice) => void;
}

/** The disposition rules of the domain (001 section 5) as the form's resolver. */
const rulesFor =
  (orderCartIds: readonly number[]): Resolver<DispositionFormValues> =>
  async (values) => {
    const errors = dispositionErrors(dispositionFactsOf(values, orderCartIds));
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<DispositionFormValues> = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'rule', message }]),
    );
    return { values: {}, errors: fieldErrors };
  };

const options = (nodes: readonly { id: number; name: string }[] | undefined) =>
  (nodes ?? []).map((n) => ({ value: String(n.id), label: n.name }));

/**
 * Category, then sub category, then third category; at least one product when the order has
 * records; optional comments; a break reason when pausing after the call.
 */
export function DispositionForm({
  tree,
  breakReasons,
  carts,
  clickedCartId,
  pending,
  onSubmit,
}: DispositionFormProps) {
  const form = useForm<DispositionFormValues>({
    resolver: rulesFor(carts.map((c) => c.cart_pid)),
    defaultValues: {
      category: null,
      sub_category: null,
      third_category: null,
      cart_ids: clickedCartId === null ? [] : [String(clickedCartId)],
      comments: '',
      pause: false,
      break_reason: null,
    },
  });
  const [categoryId, subCategoryId, pause] = useWatch({
    control: form.control,
    name: ['category', 'sub_category', 'pause'],
  });
  const category = tree.find((c) => String(c.id) === categoryId);
  const subCategory = category?.sub_categories.find((s) => String(s.id) === subCategoryId);
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    onSubmit({
      category: Number(values.category),
      sub_category: Number(values.sub_category),
      third_category: Number(values.third_category),
      cart_ids: values.cart_ids.map(Number),
      comments: values.comments.trim(),
      break_reason: values.pause ? Number(values.break_reason) : null,
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Call disposition">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select
              label="Category"
              placeholder="Choose a category"
              required
              searchable
              data={options(tree)}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('sub_category', null);
                form.setValue('third_category', null);
              }}
              error={errors.category?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="sub_category"
          render={({ field }) => (
            <Select
              label="Sub Category"
              placeholder="Choose a sub category"
              required
              disabled={!category}
              data={options(category?.sub_categories)}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('third_category', null);
              }}
              error={errors.sub_category?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="third_category"
          render={({ field }) => (
            <Select
              label="Third Category"
              placeholder="Choose a third category"
              required
              disabled={!subCategory}
              data={options(subCategory?.third_categories)}
              value={field.value}
              onChange={field.onChange}
              error={errors.third_category?.message}
            />
          )}
        />
        {carts.length > 0 && (
          <Controller
            control={form.control}
            name="cart_ids"
            render={({ field }) => (
              <Checkbox.Group
                label="Products"
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={errors.cart_ids?.message}
              >
                <Stack gap={6} mt={6}>
                  {carts.map((cart) => (
                    <Checkbox
                      key={cart.cart_pid}
                      value={String(cart.cart_pid)}
                      label={`${cart.item_name} (cart ${cart.cart_pid}, ${cart.status_label})`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
        )}
        <Textarea
          label="Comments"
          autosize
          minRows={2}
          maxLength={DISPOSITION_COMMENTS_MAX_LENGTH}
          {...form.register('comments')}
        />
        {breakReasons === null ? (
          <Alert color="yellow" variant="light">
            {DISPOSITION_MESSAGES.breakReasonsLoadError}
          </Alert>
        ) : (
          <>
            <Checkbox label="Pause after this call" {...form.register('pause')} />
            {pause && (
              <Controller
                control={form.control}
                name="break_reason"
                render={({ field }) => (
                  <Select
                    label="Break Reason"
                    placeholder="Choose a reason"
                    required
                    data={options(breakReasons)}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.break_reason?.message}
                  />
                )}
              />
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {pause ? 'Submit and go on Break' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
