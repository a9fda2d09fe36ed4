import type { OrderCustomer } from '@backoffice/domain/orders';
import { Paper, Title } from '@mantine/core';
import { Field, FieldList } from './field-list';

/** Who placed the order. */
export function CustomerCard({ customer }: { customer: OrderCustomer }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Customer">
      <Title order={3} size="h5" mb="xs">
        Customer
      </Title>
      <FieldList cols={2}>
        <Field label="Name">{customer.name}</Field>
        <Field label="Mobile">{customer.mobile_number}</Field>
        <Field label="Alternate mobile">{customer.alternate_mobile_number}</Field>
        <Field label="E-mail">{customer.email}</Field>
      </FieldList>
    </Paper>
  );
}
