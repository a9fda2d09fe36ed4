import { REFUND_CATEGORIES } from '@backoffice/domain/refunds';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui';
import { firstRefundList } from '@/features/refunds/api/refund-list-address';
import { useBrand } from '@/lib/session/get-console-config';

/**
 * /refund-list (FINANCE, 001 section 2): the eight refund categories to choose from; each opens
 * its {product} list of initiated refunds, where the platform and the status are chosen.
 */
export function RefundCategoriesScreen() {
  const brand = useBrand();
  return (
    <>
      <PageHeader title="Refund List" />
      <nav aria-label="Refund categories">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {REFUND_CATEGORIES.map((category) => (
            <UnstyledButton
              key={category.slug}
              component={Link}
              to={firstRefundList(category.slug, brand)}
            >
              <Card withBorder padding="md" h="100%">
                <Text fw={600}>{category.label}</Text>
                <Text size="sm" c="dimmed">
                  {category.platforms.length > 1 ? `${brand.name} and Affiliate` : brand.name}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </nav>
    </>
  );
}
