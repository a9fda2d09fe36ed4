import { configure } from '@testing-library/react';

// Screens load lazily and Mantine animates; on a busy 2-core CI machine the default 1 s wait for
// an element is too short. The assertions stay the same, they are just given time.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrollIntoView, which Mantine's Select and Combobox call on the option they
// highlight (also from a timer, after a test may have ended).
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
