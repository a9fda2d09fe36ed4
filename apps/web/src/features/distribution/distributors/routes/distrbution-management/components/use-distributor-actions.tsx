import type { DistributorRow } from '@backoffice/domain/distribution';
import { useMemo } from 'react';
import { useConfirm, usePopup } from '@/components/ui';
import { useCan } from '@/lib/access';
import {
  useSetDistributorStatus,
  useToggleDealerCod,
  useVerifyDistributor,
} from '@/features/distribution/distributors/api/distributor-writes';
import { CreditLogPopup } from '@/features/distribution/distributors/popups/credit-log-popup';
import { DistributorDetailsPopup } from '@/features/distribution/distributors/popups/distributor-details-popup';
import { ManualCreditForm } from '@/features/distribution/distributors/popups/manual-credit-form';
import { EditDistributorPopup } from './edit-distributor-popup';

/** The question before a change of a distributor (002 section 5's confirmation). */
export const CONFIRM_CHANGE = 'Are you sure want to proceed?';

/** What a row's Actions menu can do, and whether the user may set the status (FINANCE). */
export interface DistributorActions {
  setsStatus: boolean;
  details: (d: DistributorRow) => void;
  edit: (d: DistributorRow) => void;
  creditLog: (d: DistributorRow) => void;
  addCredit: (d: DistributorRow) => void;
  verify: (d: DistributorRow) => void;
  toggleCod: (d: DistributorRow) => void;
  toggleStatus: (d: DistributorRow) => void;
}

/**
 * The distributor list's actions: popups for details, edit, credit history and manual credit;
 * verify, dealer COD and the status after a confirmation. Only FINANCE is offered the status
 * (the domain's rule; the server refuses anyone else anyway).
 */
export function useDistributorActions(): DistributorActions {
  const popup = usePopup();
  const confirm = useConfirm();
  const setsStatus = useCan()('distribution:set-status');
  const verify = useVerifyDistributor();
  const cod = useToggleDealerCod();
  const status = useSetDistributorStatus();
  return useMemo(() => {
    const ask = (then: () => void) => void confirm(CONFIRM_CHANGE).then((yes) => yes && then());
    return {
      setsStatus,
      details: (d) =>
        popup.open(() => <DistributorDetailsPopup code={d.distributor_code} />, {
          title: `Distributor ${d.distributor_code}`,
          size: 'xl',
        }),
      edit: (d) =>
        popup.open((close) => <EditDistributorPopup code={d.distributor_code} close={close} />, {
          title: `Edit ${d.name}`,
          size: 'xl',
        }),
      creditLog: (d) =>
        popup.open(() => <CreditLogPopup code={d.distributor_code} />, {
          title: `Credit Transaction History - ${d.name}`,
          // Wide enough for the history's seven columns without scrolling.
          size: 960,
        }),
      addCredit: (d) =>
        popup.open((close) => <ManualCreditForm distributor={d} close={close} />, {
          title: `Add Credit - ${d.name}`,
        }),
      verify: (d) => ask(() => verify.mutate({ code: d.distributor_code, version: d.version })),
      toggleCod: (d) =>
        ask(() =>
          cod.mutate({
            code: d.distributor_code,
            is_cod_enabled: !d.is_cod_enabled,
            version: d.version,
          }),
        ),
      toggleStatus: (d) =>
        ask(() =>
          status.mutate({ code: d.distributor_code, active: !d.active, version: d.version }),
        ),
    };
  }, [popup, confirm, setsStatus, verify, cod, status]);
}
