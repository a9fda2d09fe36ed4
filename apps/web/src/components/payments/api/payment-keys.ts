/** Query keys of the payment widgets: an order's payments and links. */
export const paymentKeys = {
  all: ['payments'] as const,
  order: (orderRandomId: string) => [...paymentKeys.all, 'order', orderRandomId] as const,
};
