import { QUOTATION_MESSAGES } from '@backoffice/domain/quotations';
import { Badge, Button, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '@/components/ui';
import { downloadQuotation } from '@/features/quotations/api/download-quotation';

interface DownloadQuotationButtonProps {
  leadId: number;
  quotationRandomId: string;
  /** A small badge (the leads table) or a button (the quotation screen). */
  variant?: 'badge' | 'button';
}

/**
 * Downloads a quotation's PDF after 'Are you sure want to download this Quotation?' (002 section
 * 5), saved as {quotation_random_id}.pdf. A failure is told by the central handler.
 */
export function DownloadQuotationButton({
  leadId,
  quotationRandomId,
  variant = 'badge',
}: DownloadQuotationButtonProps) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  // The badge shows 'PDF', so its name starts with it (a name must hold what it shows).
  const label = `PDF: download ${quotationRandomId}`;
  const download = async () => {
    if (!(await confirm(QUOTATION_MESSAGES.downloadConfirm, { confirmLabel: 'Download' }))) return;
    setBusy(true);
    try {
      await downloadQuotation(leadId, quotationRandomId);
    } catch {
      // Told by the central handler's toast.
    } finally {
      setBusy(false);
    }
  };
  if (variant === 'button') {
    return (
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={busy}
        onClick={() => void download()}
      >
        Download PDF
      </Button>
    );
  }
  return (
    <UnstyledButton
      aria-label={label}
      title={label}
      onClick={() => void download()}
      disabled={busy}
      style={{ flexShrink: 0 }}
    >
      <Badge size="sm" variant="light" color="blue" leftSection={<IconDownload size={12} />}>
        PDF
      </Badge>
    </UnstyledButton>
  );
}
