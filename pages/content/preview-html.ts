/**
 * /preview's sanitising, loaded only when an editor checks a page: DOMPurify and the schema's HTML
 * walk plan stay out of the script every visitor loads. The page never went through a build, so its
 * CMS HTML is sanitised here, in the browser, as the build would.
 */
import { sanitizeHtml } from '../../design-system/components/RichText/sanitizeHtml.ts';
import type { Page } from '../../generated/types/content.ts';
import { mapPageHtml } from './html-fields.ts';

export const sanitizePreviewPage = (page: Page): Page => mapPageHtml(page, sanitizeHtml);
