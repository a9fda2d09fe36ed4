import { ORDER_PAGE_ROUTE } from '@backoffice/domain/access';
import type { ComponentType } from 'react';
import { ActivityScreen } from '../../features/activity/routes/activity';
import { ChangePasswordScreen } from '../../features/entry/routes/change-password';
import { HomeScreen } from '../../features/entry/routes/home';
import { ResetPasswordScreen } from '../../features/entry/routes/reset-password';
import { OrderPageScreen } from '../../features/orders/routes/order-page';
import { OrderSearchScreen } from '../../features/orders/routes/order-search';
import {
  OrderConfirmationTeamScreen,
  RelationshipTeamScreen,
} from '../../features/orders/routes/work-list';

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
  [ORDER_PAGE_ROUTE]: OrderPageScreen,
};
