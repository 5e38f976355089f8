import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RenderContext } from '../assembler/types.ts';
import type { SearchRoutePage } from '../routes/search-route.ts';
import { SearchPage } from './SearchPage.tsx';

/** The search page bound to the address: q and bundle come from the query and filters write back to it without a reload. */
export function SearchRoute({ page, ctx, bundles }: { page: SearchRoutePage; ctx: RenderContext; bundles: readonly string[] }) {
  const [address, setParams] = useSearchParams();
  // The prerendered HTML knows no query: the first render matches it (hydration), then the address takes over.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const params = hydrated ? address : new URLSearchParams();
  const selected = params.getAll('bundle');
  return (
    <SearchPage
      page={page}
      ctx={ctx}
      bundles={bundles}
      query={params.get('q') ?? ''}
      selectedBundles={selected}
      syncKey={hydrated ? 'address' : 'prerendered'}
      onBundleChange={(bundle, checked) => {
        const next = new URLSearchParams(params);
        next.delete('bundle');
        for (const b of checked ? [...selected, bundle] : selected.filter((s) => s !== bundle)) next.append('bundle', b);
        if (!next.has('q')) next.set('q', ''); // SPEC §4: q is always kept, empty if absent
        setParams(next, { replace: true, preventScrollReset: true });
      }}
    />
  );
}
