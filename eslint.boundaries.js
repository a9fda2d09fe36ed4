// The boundaries between the layers and areas of the project, as import rules (docs/areas.md).
// Area lists are read from the tree, so a new area folder is covered the day it is created.
import { readdirSync } from 'node:fs';

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVER = './apps/server/src';
const WEB = './apps/web/src';
const serverAreas = foldersIn(`${SERVER}/areas`);
const webAreas = foldersIn(`${WEB}/features`);

/** Server: an area reaches another area only through that area's index.ts. */
const serverAreaZones = serverAreas.map((area) => ({
  target: `${SERVER}/areas/${area}`,
  from: `${SERVER}/areas`,
  except: [`./${area}`, ...serverAreas.filter((a) => a !== area).map((a) => `./${a}/index.ts`)],
  message: `The ${area} area may use another area only through its index.ts (its public face).`,
}));

/** Web: a feature never imports another feature; the app composes them. */
const webFeatureZones = webAreas.map((area) => ({
  target: `${WEB}/features/${area}`,
  from: `${WEB}/features`,
  except: [`./${area}`],
  message: `The ${area} feature may not import another feature: share through components/ or lib/, compose in app/.`,
}));

export const boundaryZones = [
  ...serverAreaZones,
  {
    target: [`${SERVER}/core`, `${SERVER}/plugins`, `${SERVER}/integrations`],
    from: `${SERVER}/areas`,
    message: 'core, plugins and integrations serve every area and never import one.',
  },
  ...webFeatureZones,
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'A feature never imports the app: the app composes the features, not the other way.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components and lib are shared by every feature and never import features or the app.',
  },
];
