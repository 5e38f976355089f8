import type { RenderContext } from '../assembler/types.ts';
import { useAddressParams } from '../routes/address.ts';
import type { SearchRoutePage } from '../routes/search-route.ts';
import { SearchPage } from './SearchPage.tsx';

/** The search page bound to the address: q and bundle come from the query and filters write back to it without a reload. */
export function SearchRoute({ page, ctx, bundles }: { page: SearchRoutePage; ctx: RenderContext; bundles: readonly string[] }) {
  const { params, hydrated, update } = useAddressParams();
  return (
    <SearchPage
      page={page}
      ctx={ctx}
      bundles={bundles}
      query={params.get('q') ?? ''}
      selectedBundles={params.getAll('bundle')}
      syncKey={hydrated ? 'address' : 'prerendered'}
      onBundleChange={(bundle, checked) =>
        update((latest) => {
          const selected = latest.getAll('bundle');
          latest.delete('bundle');
          for (const b of checked ? [...selected, bundle] : selected.filter((s) => s !== bundle)) latest.append('bundle', b);
          if (!latest.has('q')) latest.set('q', ''); // SPEC §4: q is always kept, empty if absent
          return latest;
        })
      }
    />
  );
}
