/** The retailer's own brand: the spec's `{product}`. Configuration, with a neutral default. */
export interface Brand {
  /** Display name, e.g. in the channel list and page titles. */
  name: string;
  /** Lower-case slug used in routes such as `/{slug}-scanner` and as the own platform. */
  slug: string;
}

export const defaultBrand: Brand = { name: 'Store', slug: 'store' };

/** The longest display name a brand may have (it sits in the header and page titles). */
export const BRAND_NAME_MAX_LENGTH = 60;
/** The longest slug a brand may have (it is a route segment and the own platform of lists). */
export const BRAND_SLUG_MAX_LENGTH = 40;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Builds a brand from configuration values, falling back to the neutral default. */
export function brandFrom(name: string | undefined, slug: string | undefined): Brand {
  const chosenSlug = (slug ?? defaultBrand.slug).trim().toLowerCase();
  if (!SLUG.test(chosenSlug)) {
    throw new Error(`Brand slug "${chosenSlug}" must be lower-case letters, digits and dashes`);
  }
  if (chosenSlug.length > BRAND_SLUG_MAX_LENGTH) {
    throw new Error(`Brand slug must be at most ${BRAND_SLUG_MAX_LENGTH} characters`);
  }
  const chosenName = name?.trim() || defaultBrand.name;
  if (chosenName.length > BRAND_NAME_MAX_LENGTH) {
    throw new Error(`Brand name must be at most ${BRAND_NAME_MAX_LENGTH} characters`);
  }
  return { name: chosenName, slug: chosenSlug };
}
