import type { ComponentType } from 'react';
import { ActivityScreen } from '../../features/activity/routes/activity';
import { ChangePasswordScreen } from '../../features/entry/routes/change-password';
import { HomeScreen } from '../../features/entry/routes/home';
import { ResetPasswordScreen } from '../../features/entry/routes/reset-password';

/**
 * The screens built so far, by route path of the domain's table. Every other path of the table
 * shows "This screen is not available yet" with its title.
 */
export const BUILT_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/': HomeScreen,
  '/activity': ActivityScreen,
  '/change-password': ChangePasswordScreen,
  '/reset-password/:login_id': ResetPasswordScreen,
};
