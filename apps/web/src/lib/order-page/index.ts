export {
  ofCart,
  type CartPopup,
  type OrderActionContext,
  type OrderPageAction,
} from './order-page-action';
export {
  OrderPageContributionsProvider,
  useOrderPageContributions,
  type OrderPageContributions,
} from './order-page-contributions';
export { lazyPopup, type LazyPopup } from './lazy-popup';
export { openOrderAction } from './open-order-action';
export {
  useReloadOrder,
  useStaleCartWrite,
  useStaleOrderWrite,
  useStaleWrite,
  type StaleWrite,
} from './stale-write';
export { StaleWriteNotice } from './stale-write-notice';
export { useOrderRefresh } from './use-order-refresh';
