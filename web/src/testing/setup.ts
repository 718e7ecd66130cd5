/**
 * The web tests' set-up. Pages load lazily: on a busy machine (CI runs the suites side by side) the
 * first import of a page can take longer than Testing Library's one-second wait, so `findBy` and
 * `waitFor` wait up to ten seconds. Nothing is timed: a passing wait ends as soon as it is met.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
