export { BackButton, type BackButtonProps } from './back-button';
export { CallCentreBadge } from './call-centre-badge';
export {
  CallDetailsTable,
  formatCallDuration,
  type CallDetailsTableProps,
} from './call-details-table';
export { Collapsible, type CollapsibleProps } from './collapsible';
export {
  ConfirmDialog,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './confirm-dialog';
export { ExportButton, type ExportButtonProps } from './export-button';
export {
  DataTable,
  sortParam,
  useTableUrlState,
  type DataTableColumn,
  type DataTableProps,
  type TableDensity,
  type TableSort,
  type TableUrlState,
  type TableUrlStateOptions,
} from './data-table';
export { FailureState, type FailureStateProps } from './failure-state';
export { NotAvailable, type NotAvailableProps } from './not-available';
export { OrderIdSearch, type OrderIdSearchProps } from './order-id-search';
export { OrderLink, type OrderLinkProps } from './order-link';
export { PageHeader, type PageHeaderProps } from './page-header';
export { PeriodTable, type PeriodTableProps } from './period-table';
export {
  PaginationBar,
  pageRange,
  type PageRange,
  type PageWindow,
  type PaginationBarProps,
} from './pagination-bar';
export {
  PopupProvider,
  usePopup,
  type PopupApi,
  type PopupOptions,
  type PopupRender,
} from './popup-host';
export { QueryView, type QueryViewProps } from './query-view';
export { PublicLinkDone, PublicLinkPage, type PublicLinkPageProps } from './public-link-page';
export { UrlPaginationBar, type UrlPaginationBarProps } from './url-pagination-bar';
export { ScrollToTop } from './scroll-to-top';
export { StatusTabs, type StatusTab, type StatusTabsProps } from './status-tabs';
export { SearchBox, type SearchBoxProps } from './search-box';
export { SavedFiltersMenu, type SavedFiltersMenuProps } from './saved-filters-menu';
export {
  EmptyState,
  ErrorState,
  ForbiddenState,
  LoadingState,
  type EmptyStateProps,
  type ErrorStateProps,
} from './states';
export { RecordingPlayer, type RecordingPlayerProps } from './recording-player';
