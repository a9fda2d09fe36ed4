import type { TRefundAllowedAction, TRefundListRow } from '@backoffice/domain/refunds';
import { ActionIcon, Loader, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { usePopup, type PopupOptions } from '@/components/ui';
import { refundStatusQuery } from '@/features/refunds/api/refund-reads';
import { BankDetailsPopup } from '@/features/refunds/popups/bank-details-popup';
import { RefundActionPopup } from '@/features/refunds/popups/refund-action-popup';
import {
  RefundDetailsPopup,
  type RefundDetailsTab,
} from '@/features/refunds/popups/refund-details-popup';
import { ResolutionPopup } from '@/features/refunds/popups/resolution-popup';
import { TroubleResolutionPopup } from '@/features/refunds/popups/trouble-resolution-popup';
import { UpdateAmountPopup } from '@/features/refunds/popups/update-amount-popup';

/** Refund Trouble: the trouble resolution popup applies. */
const TROUBLE_STATUS = 3;

/**
 * The actions of one refund row. The menu reads the refund's status answer when it opens and
 * offers what that answer allows: the details and bank details always; the refund actions
 * (process, mark processing, mark trouble, cancel, re-initiate); Update Amount while the refund
 * can still be cancelled; Trouble Resolution in Refund Trouble; Resolution in manual review.
 */
export function RefundRowActions({ refund }: { refund: TRefundListRow }) {
  const popup = usePopup();
  const [opened, setOpened] = useState(false);
  const status = useQuery({ ...refundStatusQuery(refund.refund_id), enabled: opened });
  const show = (
    title: string,
    render: (close: () => void) => ReactNode,
    size: PopupOptions['size'] = 'lg',
  ) => popup.open(render, { title, size });
  const details = (tab: RefundDetailsTab, title: string) =>
    show(title, () => <RefundDetailsPopup refund={refund} tab={tab} />, 'xl');
  const act = (action: TRefundAllowedAction) =>
    show(action.label, (close) => (
      <RefundActionPopup refund={refund} action={action} close={close} />
    ));
  const actions = status.data?.actions ?? [];
  const open = actions.some((a) => a.action_type === 'cancel');
  return (
    <Menu position="bottom-end" onOpen={() => setOpened(true)} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions of refund ${refund.refund_id}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => details('details', 'Refund Details')}>Refund Details</Menu.Item>
        <Menu.Item onClick={() => details('transactions', 'Refund Transaction Details')}>
          Transaction Details
        </Menu.Item>
        <Menu.Item onClick={() => details('history', 'Refund History Details')}>
          Refund History
        </Menu.Item>
        <Menu.Item
          onClick={() =>
            show('Bank Details', (close) => <BankDetailsPopup refund={refund} close={close} />)
          }
        >
          Bank Details
        </Menu.Item>
        <Menu.Divider />
        {status.isPending && (
          <Menu.Label>
            <Loader size="xs" aria-label="Loading actions" />
          </Menu.Label>
        )}
        {actions.map((action) => (
          <Menu.Item key={action.action_type} onClick={() => act(action)}>
            {action.label}
          </Menu.Item>
        ))}
        {open && (
          <Menu.Item
            onClick={() =>
              show('Update Amount', (close) => <UpdateAmountPopup refund={refund} close={close} />)
            }
          >
            Update Amount
          </Menu.Item>
        )}
        {status.data?.status === TROUBLE_STATUS && (
          <Menu.Item
            onClick={() =>
              show('Trouble Resolution', (close) => (
                <TroubleResolutionPopup refund={refund} close={close} />
              ))
            }
          >
            Trouble Resolution
          </Menu.Item>
        )}
        {status.data?.can_resolve && (
          <Menu.Item
            onClick={() =>
              show(
                'Refund Resolution',
                (close) => <ResolutionPopup refund={refund} close={close} />,
                'xl',
              )
            }
          >
            Resolution
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
