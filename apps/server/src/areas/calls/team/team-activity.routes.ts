import {
  ZMemberActivityParams,
  ZMemberDayActivity,
  ZMemberDayQuery,
  ZMembersActivityQuery,
  ZMembersActivityResponse,
} from '@backoffice/domain/calls/team';
import type { AreaModule } from '../../../core/http';
import { memberDayActivity, membersActivity } from './team-activity.service';

/** The Team Leader's activity screens: /activity-status-cet-sales and /list-cets. */
export const teamActivityRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/get-members-activity/',
    {
      config: { capability: 'team:lead' },
      schema: {
        summary: "Who is Working or on Break now, and each member's calls, dispositions and time",
        querystring: ZMembersActivityQuery,
        response: { 200: ZMembersActivityResponse },
      },
    },
    (request) => membersActivity(ctx, request.query),
  );

  api.get(
    '/api/get-members-activity/:login_id/',
    {
      config: { capability: 'team:lead' },
      schema: {
        summary: "A member's Working and Break periods of one India day",
        params: ZMemberActivityParams,
        querystring: ZMemberDayQuery,
        response: { 200: ZMemberDayActivity },
      },
    },
    (request) => memberDayActivity(ctx, request.params.login_id, request.query.date),
  );
};
