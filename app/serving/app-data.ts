/**
 * The build's app data file (its build hash and page list) in a build folder: the file the runtime
 * fetches at APP_DATA_URL, which the build writes last and the servers and the publishing service
 * read to know which build is published. Its own module, so that the page renderer's bundle does not
 * take in what only the build and the servers read.
 */
import { APP_DATA_URL } from '../runtime/page-data.ts';

export const APP_DATA_FILE = APP_DATA_URL.slice(1);
