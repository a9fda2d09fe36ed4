import { configure } from '@testing-library/react';

// Screens load lazily and Mantine animates; on a busy 2-core CI machine the default 1 s wait for
// an element is too short. The assertions stay the same, they are just given time.
configure({ asyncUtilTimeout: 5_000 });
