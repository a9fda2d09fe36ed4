/** The dimmed second detail of a one-line table cell. */
export { SecondaryText } from './secondary-text';
