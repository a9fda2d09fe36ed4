import { DISPOSITION_MESSAGES, type CallRecord } from '@backoffice/domain/calls/calls';
import { ErrorState, LoadingState } from '@/components/ui';
import { activeCall, type CallAbout } from '@/lib/calls/active-call';
import { useBreakReasons, useDispositions } from '../api/get-dispositions';
import { useSaveDisposition } from '../api/save-disposition';
import { DispositionForm, type DispositionChoice } from './disposition-form';

interface DispositionPopupProps {
  call: CallRecord;
  about: CallAbout | null;
  close: () => void;
}

/**
 * The disposition popup after a call: loads the tree and the break reasons (each with its own
 * load error text, 001 section 8), then stores the disposition from source CRM and ends the
 * active call.
 */
export function DispositionPopup({ call, about, close }: DispositionPopupProps) {
  const dispositions = useDispositions();
  const breakReasons = useBreakReasons();
  const save = useSaveDisposition();

  if (dispositions.isError) {
    return (
      <ErrorState
        message={DISPOSITION_MESSAGES.loadError}
        onRetry={() => void dispositions.refetch()}
      />
    );
  }
  if (dispositions.isPending || breakReasons.isPending) return <LoadingState />;

  const submit = (choice: DispositionChoice) =>
    save.mutate(
      {
        category: choice.category,
        sub_category: choice.sub_category,
        third_category: choice.third_category,
        disposition_id: choice.third_category,
        cart_ids: choice.cart_ids,
        comments: choice.comments || null,
        call_details: { call_id: call.call_id },
        clicked_affiliate_id: about?.affiliate_id ?? null,
        clicked_cart_id: about?.clicked_cart_id ?? null,
        break_reason: choice.break_reason,
        source: 'CRM',
      },
      {
        onSuccess: () => {
          activeCall.clear();
          close();
        },
      },
    );

  return (
    <DispositionForm
      tree={dispositions.data.result}
      breakReasons={breakReasons.isError ? null : breakReasons.data.result}
      carts={about?.carts ?? []}
      clickedCartId={about?.clicked_cart_id ?? null}
      pending={save.isPending}
      onSubmit={submit}
    />
  );
}
