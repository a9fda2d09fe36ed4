/** The retailer's own brand: the spec's `{product}`. Configuration, with a neutral default. */
export interface Brand {
  /** Display name, e.g. in the channel list and page titles. */
  name: string;
  /** Lower-case slug used in routes such as `/{slug}-scanner` and as the own platform. */
  slug: string;
}

export const defaultBrand: Brand = { name: 'Store', slug: 'store' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Builds a brand from configuration values, falling back to the neutral default. */
export function brandFrom(name: string | undefined, slug: string | undefined): Brand {
  const chosenSlug = (slug ?? defaultBrand.slug).trim().toLowerCase();
  if (!SLUG.test(chosenSlug)) {
    throw new Error(`Brand slug "${chosenSlug}" must be lower-case letters, digits and dashes`);
  }
  return { name: name?.trim() || defaultBrand.name, slug: chosenSlug };
}
