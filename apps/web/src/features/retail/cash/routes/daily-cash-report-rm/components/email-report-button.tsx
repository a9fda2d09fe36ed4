import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEmailCashReport } from '@/features/retail/cash/api/email-cash-report';
import type { CashReportFilters } from '@/features/retail/cash/api/cash-report-filters';

/** Sends the filtered report as .xlsx to the signed-in user's e-mail ('Email Sent Successfully.'). */
export function EmailReportButton({
  filters,
  email,
}: {
  filters: CashReportFilters;
  email: string;
}) {
  const send = useEmailCashReport();
  return (
    <Button
      variant="light"
      mt={25}
      leftSection={<IconMail size={16} />}
      loading={send.isPending}
      onClick={() =>
        send.mutate({
          filters: { start_date: filters.startDate, end_date: filters.endDate },
          loggedin_email_id: email,
          payment_modes: [...filters.paymentModes],
        })
      }
    >
      Email Report
    </Button>
  );
}
