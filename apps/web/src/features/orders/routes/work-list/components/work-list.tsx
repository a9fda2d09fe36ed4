import type { OrderStatus } from '@backoffice/domain/orders';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui';
import { useOrderList } from '@/features/orders/api/get-order-list';
import { useTabCounts } from '@/features/orders/api/get-tab-counts';
import type { OrderListAddress } from '@/features/orders/api/order-list-address';
import { AgentPicker } from './agent-picker';
import { ListTabs } from './list-tabs';
import { OrderListBody } from './order-list-body';
import { PlatformSwitch } from './platform-switch';

interface WorkListProps {
  title: string;
  address: OrderListAddress;
  tabs: readonly OrderStatus[];
  /** A Team Leader may look at one agent's list. */
  canChooseAgent: boolean;
  offset: number;
  setOffset: (offset: number) => void;
  pathFor: (change: Partial<Omit<OrderListAddress, 'team'>>) => string;
}

/** The header (title and count, platform, agent, tabs with counts) and the page of carts. */
export function WorkList({ title, address, tabs, canChooseAgent, ...page }: WorkListProps) {
  const navigate = useNavigate();
  const { team, cetUid, platform, slug } = address;
  const counts = useTabCounts({ team, cetUid, platform });
  const list = useOrderList(address, page.offset);
  const go = (change: Partial<Omit<OrderListAddress, 'team'>>) =>
    void navigate(page.pathFor(change));
  return (
    <>
      <PageHeader
        title={title}
        count={list.data?.count ?? counts.data?.counts[slug]}
        right={<PlatformSwitch platform={platform} onChange={(next) => go({ platform: next })} />}
      >
        {canChooseAgent && (
          <AgentPicker team={team} cetUid={cetUid} onView={(next) => go({ cetUid: next })} />
        )}
        <ListTabs
          tabs={tabs}
          counts={counts.data?.counts}
          selected={slug}
          onSelect={(next) => go({ slug: next })}
        />
      </PageHeader>
      <OrderListBody list={list} offset={page.offset} onPage={page.setOffset} />
    </>
  );
}
