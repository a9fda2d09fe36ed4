import { isCouponListed, POS_MESSAGES, type PosOffer } from '@backoffice/domain/retail/pos';
import { Badge, Button, Drawer, Group, Image, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui';
import { useAllOffers } from '@/features/retail/pos/api/get-all-offers';
import { formatDate, formatRupees } from '@/lib/format';

function OfferCard({
  offer,
  canApply,
  onApply,
}: {
  offer: PosOffer;
  canApply: boolean;
  onApply: (code: string) => void;
}) {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <Paper withBorder p="sm" radius="md" aria-label={offer.card_description}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {offer.logo && <Image src={offer.logo} alt="" w={36} h={36} fit="contain" />}
          <div>
            <Text fw={600} size="sm">
              {offer.card_description}
            </Text>
            <Text size="xs" c="dimmed">
              {offer.discount_percentage}% off on {formatRupees(offer.minimum_transaction_amount)}{' '}
              or more
              {offer.maximum_discount_amount !== null
                ? `, up to ${formatRupees(offer.maximum_discount_amount)}`
                : ''}
              {' · '}ends {formatDate(offer.end_date)}
            </Text>
          </div>
        </Group>
        {offer.offer_type === 'bank_offer' && <Badge variant="light">Bank offer</Badge>}
      </Group>
      <Group gap="xs" mt="xs">
        {offer.coupon && (
          <Badge variant="outline" color="gray">
            {offer.coupon}
          </Badge>
        )}
        {offer.coupon && canApply && (
          <Button size="compact-xs" onClick={() => onApply(offer.coupon ?? '')}>
            Apply {offer.coupon}
          </Button>
        )}
        <Button size="compact-xs" variant="subtle" onClick={() => setTermsOpen((open) => !open)}>
          {termsOpen ? 'Hide Terms' : 'Terms'}
        </Button>
      </Group>
      {termsOpen && (
        <Stack gap={2} mt="xs">
          <Text size="xs" fw={600}>
            {offer.terms.title}
          </Text>
          <List size="xs">
            {offer.terms.content.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Paper>
  );
}

/** The All Offers side panel: every live offer with its terms; a coupon offer can be applied. */
export function AllOffersButton({
  canApply,
  onApply,
}: {
  canApply: boolean;
  onApply: (code: string) => void;
}) {
  const [opened, setOpened] = useState(false);
  const offers = useAllOffers(opened);
  const listed = (offers.data?.data ?? []).filter((o) => !o.coupon || isCouponListed(o.coupon));
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpened(true)}>
        All Offers
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title="All Offers"
        position="right"
        size="md"
      >
        {offers.isPending ? (
          <LoadingState />
        ) : offers.isError ? (
          <ErrorState message={POS_MESSAGES.offersFailed} onRetry={() => void offers.refetch()} />
        ) : listed.length === 0 ? (
          <Text c="dimmed">No offers right now.</Text>
        ) : (
          <Stack gap="sm">
            {listed.map((offer) => (
              <OfferCard
                key={offer.offer_id}
                offer={offer}
                canApply={canApply}
                onApply={(code) => {
                  onApply(code);
                  setOpened(false);
                }}
              />
            ))}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
