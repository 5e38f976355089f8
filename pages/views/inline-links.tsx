import { Fragment } from 'react';
import type { NodeReference } from '../../generated/types/content.ts';

/** Names in a sentence, comma-separated: those with a page of their own (a reference) link to it. */
export function InlineLinks({ items }: { items: readonly (string | NodeReference)[] }) {
  return (
    <>
      {items.map((item, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          {typeof item === 'string' ? item : <a href={item.entity.url.path}>{item.entity.title}</a>}
        </Fragment>
      ))}
    </>
  );
}
