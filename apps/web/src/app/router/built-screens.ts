import { ORDER_PAGE_ROUTE } from '@backoffice/domain/access';
import type { ComponentType } from 'react';
import { ActivityScreen } from '@/features/identity/activity/routes/activity';
import { TotalCallsScreen } from '@/features/calls/calls/routes/total-calls';
import { UniversalCallSearchScreen } from '@/features/calls/calls/routes/universal-call-search';
import { ChangePasswordScreen } from '@/features/identity/entry/routes/change-password';
import { HomeScreen } from '@/features/identity/entry/routes/home';
import { EscalationsScreen } from '@/features/calls/escalations/routes/escalations';
import { ResetPasswordScreen } from '@/features/identity/entry/routes/reset-password';
import { CartEditScreen } from '@/features/sales/place-order/routes/cart-edit';
import { PlaceNewOrderScreen } from '@/features/sales/place-order/routes/place-new-order';
import { OrderSearchScreen } from '@/features/orders/routes/order-search';
import { CodToOnlineScreen } from '@/features/sales/payments/routes/cod-to-online';
import { PendingOrdersScreen } from '@/features/sales/payments/routes/pending-orders';
import { RnrProcessScreen } from '@/features/sales/payments/routes/rnr-process';
import {
  OrderConfirmationTeamScreen,
  RelationshipTeamScreen,
} from '@/features/orders/routes/work-list';
import { ActivityStatusScreen } from '@/features/calls/team/routes/activity-status';
import { ListCetsScreen } from '@/features/calls/team/routes/list-cets';
import { MembersListScreen } from '@/features/calls/team/routes/members-list';
import { ImportEddSheetScreen } from '@/features/uploads/routes/import-edd-sheet';
import { ImportLogisticsSheetScreen } from '@/features/uploads/routes/import-logistics-sheet';
import { ImportOrdersScreen } from '@/features/uploads/routes/import-orders';
import { ImportPincodesSheetScreen } from '@/features/uploads/routes/import-pincodes-sheet';
import { OfferAutomationScreen } from '@/features/uploads/routes/offer-automation';
import { RetailStaffManagementScreen } from '@/features/retail/staff/routes/retail-staff-management';
import { ProductHierarchyScreen } from '@/features/uploads/product-hierarchy';
import { UploadPincodeDeliveryPricingScreen } from '@/features/uploads/routes/upload-pincode-delivery-pricing';
import { UploadPriceAutomationSheetScreen } from '@/features/uploads/routes/upload-price-automation-sheet';
import { UploadProductAutomationSheetScreen } from '@/features/uploads/routes/upload-product-automation-sheet';
import { UploadSheetScreen } from '@/features/uploads/routes/upload-sheet';
import { UploadSheetByTypeScreen } from '@/features/uploads/routes/upload-sheet-by-type';
import { DailyCashReportRaScreen } from '@/features/retail/cash/routes/daily-cash-report-ra';
import { DailyCashReportRmScreen } from '@/features/retail/cash/routes/daily-cash-report-rm';
import { RmSessionDashboardScreen } from '@/features/retail/cash/routes/rm-session-dashboard';
import { QuotationScreen } from '@/features/quotations/routes/quotation';
import { LeadsquaredScreen } from '@/features/quotations/routes/leadsquared';
import { ReturnsListScreen } from '@/features/returns/routes/returns-list';
import { MissingItemsScreen } from '@/features/returns/routes/missing-items';
import { OrderPageRoute } from './order-page';
import { DistrbutionManagementScreen } from '@/features/distribution/distributors/routes/distrbution-management';
import { DealerSheetUploadScreen } from '@/features/uploads/routes/dealer-sheet-upload';
import { ImportDistributionPricingScreen } from '@/features/uploads/routes/import-distribution-pricing';
import { PlaceDistrbutionOrderRoute } from './place-distrbution-order';
import { RefundCategoriesScreen } from '@/features/refunds/routes/refund-categories';
import { RefundListScreen } from '@/features/refunds/routes/refund-list';
import { GenerateQuotationRoute, OrderPlacementViaQuotationRoute } from './quotations';
import { PlaceRetailOrderScreen } from '@/features/retail/pos/routes/place-retail-order';
import { RetailOrderDetailRoute } from './retail-order-detail';
import { SearchRetailOrderScreen } from '@/features/retail/pos-search/routes/search-retail-order';
import { RetailStoreInventoryScreen } from '@/features/retail/store-inventory/routes/retail-store-inventory';
import { GenerateSkuLabelScreen } from '@/features/retail/sku-labels/routes/generate-sku-label';

/**
 * The screens built so far, by route path of the domain's table. Every other path of the table
 * shows "This screen is not available yet" with its title.
 */
export const BUILT_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/': HomeScreen,
  '/activity': ActivityScreen,
  '/change-password': ChangePasswordScreen,
  '/reset-password/:login_id': ResetPasswordScreen,
  '/order-confirmation-team/:platform/:slug': OrderConfirmationTeamScreen,
  '/order-confirmation-team/:cet_uid/:platform/:slug': OrderConfirmationTeamScreen,
  '/relationship-team/:platform/:slug': RelationshipTeamScreen,
  '/relationship-team/:cet_uid/:platform/:slug': RelationshipTeamScreen,
  '/order-search': OrderSearchScreen,
  [ORDER_PAGE_ROUTE]: OrderPageRoute,
  '/cod-to-online': CodToOnlineScreen,
  '/search-hc-order': PendingOrdersScreen,
  '/rnr-process/:affiliate_id/:cart_pid': RnrProcessScreen,
  '/place-new-order': PlaceNewOrderScreen,
  '/place-new-order/:platform/:orderId/': PlaceNewOrderScreen,
  '/cart-edit/:affiliateId/:cartId/': CartEditScreen,
  '/escalations': EscalationsScreen,
  '/returns-replacement/:platform': ReturnsListScreen,
  '/returns-replacement/:platform/:slug': ReturnsListScreen,
  '/returns-replacement/:cet_uid/:platform/:slug': ReturnsListScreen,
  '/missing-items': MissingItemsScreen,
  '/activity-status-cet-sales': ActivityStatusScreen,
  '/list-cets': ListCetsScreen,
  '/members-list': MembersListScreen,
  '/total-calls': TotalCallsScreen,
  '/universal-call-search': UniversalCallSearchScreen,
  '/import-logistics-sheet': ImportLogisticsSheetScreen,
  '/import-orders': ImportOrdersScreen,
  '/import-pincodes-sheet': ImportPincodesSheetScreen,
  '/import-edd-sheet': ImportEddSheetScreen,
  '/upload-pincode-delivery-pricing': UploadPincodeDeliveryPricingScreen,
  '/upload-sheet': UploadSheetScreen,
  '/upload-sheet-by-type': UploadSheetByTypeScreen,
  '/offer-automation': OfferAutomationScreen,
  '/product-hierarchy-approval': ProductHierarchyScreen,
  '/upload-product-automation-sheet': UploadProductAutomationSheetScreen,
  '/upload-price-automation-sheet': UploadPriceAutomationSheetScreen,
  '/retail-staff-management': RetailStaffManagementScreen,
  '/rm-session-dashboard': RmSessionDashboardScreen,
  '/daily-cash-report-ra': DailyCashReportRaScreen,
  '/daily-cash-report-rm': DailyCashReportRmScreen,
  '/place-retail-order': PlaceRetailOrderScreen,
  '/retail-order-detail/:orderId/': RetailOrderDetailRoute,
  '/search-retail-order': SearchRetailOrderScreen,
  '/retail-store-inventory': RetailStoreInventoryScreen,
  '/generate-sku-label': GenerateSkuLabelScreen,
  '/quotation': QuotationScreen,
  '/generate-quotation/:leadId': GenerateQuotationRoute,
  '/generate-quotation/:leadId/:quotationId': GenerateQuotationRoute,
  '/order-placement-via-quotation/:leadId/:quotationId': OrderPlacementViaQuotationRoute,
  '/leadsquared': LeadsquaredScreen,
  '/distrbution-management': DistrbutionManagementScreen,
  '/place-distrbution-order': PlaceDistrbutionOrderRoute,
  '/import-distribution-pricing': ImportDistributionPricingScreen,
  '/dealer-sheet-upload': DealerSheetUploadScreen,
  '/refund-list': RefundCategoriesScreen,
  '/refund-list/:refundCategory/': RefundListScreen,
  '/refund-list/:refundCategory/:platform/': RefundListScreen,
  '/refund-list/:refundCategory/:platform/:status': RefundListScreen,
};
