import {
  ZSavedFilterIdParam,
  ZSavedFiltersQuery,
  ZSavedFiltersResponse,
  ZSaveFilterRequest,
  ZSaveFilterResponse,
  ZSuccess,
} from '@backoffice/domain/identity';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { signedIn } from '../../../plugins/auth';
import { deleteSavedFilter, saveFilter, savedFiltersOf } from './saved-filters.service';

/** Saved filters of the list screens: each person reads, saves and deletes only their own. */
export const savedFiltersRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/saved-filters/',
    {
      config: { capability: 'session' },
      schema: {
        summary: "The caller's saved filters of one screen, by name",
        querystring: ZSavedFiltersQuery,
        response: { 200: ZSavedFiltersResponse },
      },
    },
    (request) => savedFiltersOf(ctx, signedIn(request).staff.login_id, request.query.screen),
  );

  api.post(
    '/api/saved-filters/',
    {
      config: { capability: 'session' },
      schema: {
        summary: "Save a screen's filters under a name (the same name replaces them)",
        body: ZSaveFilterRequest,
        response: { 200: ZSaveFilterResponse },
      },
    },
    (request) => saveFilter(ctx, callerOf(request), request.body),
  );

  api.delete(
    '/api/saved-filters/:id/',
    {
      config: { capability: 'session' },
      schema: {
        summary: "Delete one of the caller's saved filters",
        params: ZSavedFilterIdParam,
        response: { 200: ZSuccess },
      },
    },
    (request) => deleteSavedFilter(ctx, callerOf(request), request.params.id),
  );
};
