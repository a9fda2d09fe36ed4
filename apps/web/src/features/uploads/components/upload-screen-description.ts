import {
  UPLOAD_ENDPOINTS,
  type SheetTypeKey,
  type UploadEndpoint,
} from '@backoffice/domain/uploads';
import type { ReactNode } from 'react';

/** A sheet type a screen offers, with the endpoint it is sent to. */
export interface UploadChoice {
  type: SheetTypeKey;
  endpoint: UploadEndpoint;
  /** Its name in the type select while the type has no declaration of its own. */
  label?: string;
}

/** What an upload screen is: its title, the types it offers and anything it adds. */
export interface UploadScreenDescription {
  title: string;
  /** One choice: no type select; more: the person chooses the type first. */
  choices: readonly UploadChoice[];
  /** The text of a failed upload whose answer says nothing (the spec's words for the screen). */
  failureText?: string;
  /** More content under the title, e.g. a screen's own actions. */
  extra?: ReactNode;
}

function endpointAt(path: string): UploadEndpoint {
  const endpoint = UPLOAD_ENDPOINTS.find((e) => e.path === path);
  if (!endpoint) throw new Error(`No upload endpoint at ${path}`);
  return endpoint;
}

/** The choices of the endpoints at these paths: every type each takes, in its order. */
export function choicesAt(
  paths: readonly string[],
  labels: Partial<Record<SheetTypeKey, string>> = {},
): UploadChoice[] {
  return paths.flatMap((path) => {
    const endpoint = endpointAt(path);
    return endpoint.types.map((type) => ({ type, endpoint, label: labels[type] }));
  });
}

/** The endpoints of a screen's choices, each once. */
export function endpointsOf(choices: readonly UploadChoice[]): UploadEndpoint[] {
  return [...new Set(choices.map((choice) => choice.endpoint))];
}
