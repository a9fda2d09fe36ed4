import {
  ORDER_COMMENT_MAX_LENGTH,
  type OrderCart,
  type OrderDetails,
} from '@backoffice/domain/orders';
import {
  issueItemTypeLabel,
  issueQuantityError,
  ISSUE_DESCRIPTION_MAX_LENGTH,
  ISSUE_ITEM_TYPES,
  ZIssueItemsAnswer,
  ZIssueItemsRequest,
  type IssueItemsAnswer,
  type IssueItemTypeId,
  type TIssueItemsRequest,
  type TIssuePackagingRequest,
} from '@backoffice/domain/returns';
import type { PartEntry } from '@backoffice/domain/sales/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, SelectField, TextareaField, TextField } from '@/components/form';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { isStale } from '@/lib/api/api-error';
import { StaleWriteNotice, useStaleCartWrite } from '@/lib/order-page';
import { PartsField } from './parts-field';

interface IssueItemsPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/** Types described in words (a missing item, an accessory). */
const DESCRIBED: readonly IssueItemTypeId[] = [5, 8];

/** The popup's fields: every type's, of which the chosen type's go into the body. */
interface IssueValues {
  item_type_id: string;
  quantity: number;
  description: string;
  parts_data: PartEntry[];
  comments: string;
}

const FIELDS = ['item_type_id', 'quantity', 'description', 'parts_data', 'comments'] as const;

/** The issue's body from the fields: the chosen type's own fields only. */
function issueBody(values: IssueValues, cart: OrderCart, version: number): unknown {
  const type = Number(values.item_type_id) as IssueItemTypeId;
  const base = { cart_pid: cart.cart_pid, version, comments: values.comments.trim() };
  if (type === 9) return { ...base, item_type_id: type, parts_data: values.parts_data };
  const described = DESCRIBED.includes(type) ? { description: values.description } : {};
  return { ...base, item_type_id: type, ...described, quantity: values.quantity };
}

/**
 * The fields checked as the domain checks the body (ZIssueItemsRequest, its messages), and the
 * quantity against what the cart allows for the type.
 */
const issueSchema = (cart: OrderCart, version: number) =>
  z.custom<IssueValues>().transform((values, ctx): TIssueItemsRequest => {
    const type = Number(values.item_type_id) as IssueItemTypeId;
    const quantityError = type === 9 ? null : issueQuantityError(type, values.quantity, cart);
    if (quantityError) ctx.addIssue({ code: 'custom', path: ['quantity'], message: quantityError });
    const body = ZIssueItemsRequest.safeParse(issueBody(values, cart, version));
    // Every field's message at once, as the fields are checked side by side.
    for (const issue of body.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return body.success && !quantityError ? body.data : z.NEVER;
  });

/**
 * Issue items without a return (001 section 3 request item types): packaging material
 * ('Packaging issued!'), a missing item, an accessory, several parts (the multiple-parts picker)
 * or several packages ('Successfully Issued!'); the body names the cart's version.
 */
export function IssueItemsPopup({ order, cart, close }: IssueItemsPopupProps) {
  const [version, setVersion] = useState(cart.version);
  const stale = useStaleCartWrite(order.order_random_id, cart.cart_pid, setVersion);
  const form = useForm<IssueValues, unknown, TIssueItemsRequest>({
    resolver: zodResolver(issueSchema(cart, version)),
    defaultValues: {
      item_type_id: '4',
      quantity: 1,
      description: '',
      parts_data: [],
      comments: '',
    },
  });
  const type = Number(useWatch({ control: form.control, name: 'item_type_id' })) as IssueItemTypeId;
  const write = useReturnWrite<TIssueItemsRequest | TIssuePackagingRequest, IssueItemsAnswer>({
    path: type === 4 ? '/returns/issue-packaging/' : '/returns/issue-items/',
    schema: ZIssueItemsAnswer,
    orderRandomId: order.order_random_id,
  });
  const submit = form.handleSubmit((body) => {
    // Packaging has its own call, which takes no type.
    const sent: TIssueItemsRequest | TIssuePackagingRequest =
      body.item_type_id === 4
        ? {
            cart_pid: body.cart_pid,
            version: body.version,
            comments: body.comments,
            quantity: body.quantity,
          }
        : body;
    write.mutate(sent, {
      onSuccess: close,
      onError: (error) => {
        if (isStale(error)) stale.onError(error);
        else applyServerErrors(form, error, FIELDS);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SelectField
          control={form.control}
          name="item_type_id"
          label="Issue"
          withAsterisk
          allowDeselect={false}
          data={ISSUE_ITEM_TYPES.map((id) => ({
            value: String(id),
            label: issueItemTypeLabel(id),
          }))}
        />
        {DESCRIBED.includes(type) && (
          <TextField
            control={form.control}
            name="description"
            label="Description"
            withAsterisk
            maxLength={ISSUE_DESCRIPTION_MAX_LENGTH}
          />
        )}
        {type === 9 ? (
          <Controller
            control={form.control}
            name="parts_data"
            render={({ field, fieldState }) => (
              <PartsField
                cartPid={cart.cart_pid}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : (
          <Controller
            control={form.control}
            name="quantity"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Quantity"
                withAsterisk
                min={1}
                allowDecimal={false}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(value) => field.onChange(Number(value) || 0)}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <TextareaField
          control={form.control}
          name="comments"
          label="Comments"
          autosize
          minRows={2}
          maxLength={ORDER_COMMENT_MAX_LENGTH}
        />
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button type="submit" loading={write.isPending}>
            Issue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
