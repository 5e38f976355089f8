/** Test setup: every interface language and deferred paragraph, as the build has them. */
import { provideStaticRendering } from '../../pages/static-rendering.ts';

provideStaticRendering();
