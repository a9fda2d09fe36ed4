import { CARD_BIN_LENGTH, RETAIL_POS_PATHS, ZCardBinAnswer } from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/** GET /api/retail/pos/cardbins/:bin/: the bank and type of a card, once its 6 digits are typed. */
export function useCardBin(bin: string) {
  const complete = new RegExp(`^\\d{${CARD_BIN_LENGTH}}$`).test(bin);
  return useQuery({
    queryKey: [...posKeys.all, 'card-bin', bin],
    queryFn: ({ signal }) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.cardBin(bin)), {
        schema: ZCardBinAnswer,
        signal,
        silent: true,
      }),
    enabled: complete,
    retry: false,
  });
}
