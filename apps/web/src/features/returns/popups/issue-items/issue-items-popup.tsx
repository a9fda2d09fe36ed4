import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import {
  issueItemTypeLabel,
  issueQuantityError,
  ISSUE_DESCRIPTION_MAX_LENGTH,
  ISSUE_ITEM_TYPES,
  ZIssueItemsAnswer,
  type IssueItemsAnswer,
  type IssueItemTypeId,
} from '@backoffice/domain/returns';
import type { PartEntry } from '@backoffice/domain/sales/catalogue';
import { Button, Group, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { StaleWriteNotice, useStaleCartWrite } from '@/lib/order-page';
import { PartsField } from './parts-field';

interface IssueItemsPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/** Types described in words (a missing item, an accessory). */
const DESCRIBED: readonly IssueItemTypeId[] = [5, 8];

/**
 * Issue items without a return (001 section 3 request item types): packaging material
 * ('Packaging issued!'), a missing item, an accessory, several parts (the multiple-parts picker)
 * or several packages ('Successfully Issued!'); the body names the cart's version.
 */
export function IssueItemsPopup({ order, cart, close }: IssueItemsPopupProps) {
  const [type, setType] = useState<IssueItemTypeId>(4);
  const [quantity, setQuantity] = useState<number>(1);
  const [description, setDescription] = useState('');
  const [parts, setParts] = useState<PartEntry[]>([]);
  const [comments, setComments] = useState('');
  const [version, setVersion] = useState(cart.version);
  const [tried, setTried] = useState(false);
  const stale = useStaleCartWrite(order.order_random_id, cart.cart_pid, setVersion);
  const write = useReturnWrite<Record<string, unknown>, IssueItemsAnswer>({
    path: type === 4 ? '/returns/issue-packaging/' : '/returns/issue-items/',
    schema: ZIssueItemsAnswer,
    orderRandomId: order.order_random_id,
  });
  const described = DESCRIBED.includes(type);
  const quantityError = type === 9 ? null : issueQuantityError(type, quantity, cart);
  const descriptionError = described && description.trim() === '' ? 'Required!' : null;
  const partsError = type === 9 && parts.length === 0 ? 'Add at least one part' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (quantityError || descriptionError || partsError) return;
    const base = { cart_pid: cart.cart_pid, version, comments: comments.trim() };
    const body =
      type === 9
        ? { ...base, item_type_id: 9, parts_data: parts }
        : {
            ...base,
            ...(type === 4 ? {} : { item_type_id: type }),
            ...(described ? { description: description.trim() } : {}),
            quantity,
          };
    write.mutate(body, { onSuccess: close, onError: stale.onError });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Issue"
          withAsterisk
          allowDeselect={false}
          data={ISSUE_ITEM_TYPES.map((id) => ({
            value: String(id),
            label: issueItemTypeLabel(id),
          }))}
          value={String(type)}
          onChange={(value) => value && setType(Number(value) as IssueItemTypeId)}
        />
        {described && (
          <TextInput
            label="Description"
            withAsterisk
            maxLength={ISSUE_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={tried ? descriptionError : undefined}
          />
        )}
        {type === 9 ? (
          <PartsField
            cartPid={cart.cart_pid}
            value={parts}
            onChange={setParts}
            error={tried ? partsError : undefined}
          />
        ) : (
          <NumberInput
            label="Quantity"
            withAsterisk
            min={1}
            allowDecimal={false}
            value={quantity}
            onChange={(value) => setQuantity(Number(value) || 0)}
            error={tried ? quantityError : undefined}
          />
        )}
        <Textarea
          label="Comments"
          autosize
          minRows={2}
          maxLength={500}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
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
