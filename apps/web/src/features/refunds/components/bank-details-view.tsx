import type { TRefundBankDetails, TRefundBankLink } from '@backoffice/domain/refunds';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { BankVerificationBadge } from './refund-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

interface BankDetailsViewProps {
  bank: TRefundBankDetails | null;
  link: TRefundBankLink | null;
}

/** A refund's bank account as staff see it (the number masked), its check, and the last link. */
export function BankDetailsView({ bank, link }: BankDetailsViewProps) {
  return (
    <Stack gap="xs">
      {bank ? (
        <SimpleGrid cols={3} spacing="sm" verticalSpacing="xs">
          <Fact label="Account Holder">{bank.account_holder_name}</Fact>
          <Fact label="Account Number">{bank.account_number_masked}</Fact>
          <Fact label="IFSC">{bank.ifsc}</Fact>
          <Fact label="Verification">
            <BankVerificationBadge status={bank.verification_status} />
          </Fact>
          <Fact label="Name at Bank">{bank.name_at_bank ?? '-'}</Fact>
          <Fact label="Given By">{bank.source === 'customer_link' ? 'Customer' : 'Finance'}</Fact>
          {bank.verified_at !== null && (
            <Fact label="Verified On">
              {`${formatDateTime(bank.verified_at)}${bank.verified_by ? ` by ${bank.verified_by.name}` : ''}`}
            </Fact>
          )}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          No bank details yet.
        </Text>
      )}
      {link && (
        <Text size="sm">
          {link.used_at !== null
            ? `The customer answered the link on ${formatDateTime(link.used_at)}.`
            : `A link was sent on ${formatDateTime(link.sent_at)}; it expires on ${formatDateTime(link.expires_at)}.`}
        </Text>
      )}
    </Stack>
  );
}
