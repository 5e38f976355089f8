/**
 * The preview link the CMS's Preview button opens: `GET /draft?file=<page file>&expires=<unix s>&signature=sha256=<hex>`,
 * signed over `preview.<file>.<expires>` (./signature.ts). Checked before anything is read.
 */
import { validatePublishHookDocument } from '../../pages/content/validate.ts';
import { problem, type DraftAnswer } from './draft-answer.ts';
import { previewSigned } from './signature.ts';

/** The longest a preview link may be valid for: a link is for looking now, not a standing address. */
const MAX_PREVIEW_S = 24 * 3600;

/**
 * The link's own checks: a page file as the CMS's page list names one (the hook schema's rule), a time
 * limit not passed and not too far, and the signature over both.
 */
export function checkPreviewLink(params: URLSearchParams, secret: string, now: number): { file: string } | DraftAnswer {
  const file = params.get('file') ?? '';
  const expires = Number(params.get('expires'));
  const signature = params.get('signature') ?? '';
  if (!validatePublishHookDocument({ event: 'publish', files: [file] }, 'preview link').ok) return problem(400, 'file', file);
  if (!Number.isInteger(expires) || !previewSigned(secret, file, expires, signature)) return problem(403, 'signature');
  if (expires < now / 1000) return problem(410, 'expired');
  if (expires > now / 1000 + MAX_PREVIEW_S) return problem(403, 'bounds');
  return { file };
}
