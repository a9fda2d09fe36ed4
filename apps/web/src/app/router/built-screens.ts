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
import { OrderPageRoute } from './order-page';

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
  '/activity-status-cet-sales': ActivityStatusScreen,
  '/list-cets': ListCetsScreen,
  '/members-list': MembersListScreen,
  '/total-calls': TotalCallsScreen,
  '/universal-call-search': UniversalCallSearchScreen,
};
