import { createContext, type ReactNode, useContext } from 'react';
import { useParams } from 'react-router';

const CongressSlugContext = createContext<string | null>(null);

/** The congress layout provides its slug, also under /login where the URL has none. */
export function CongressSlugProvider({ slug, children }: { slug: string; children: ReactNode }) {
  return <CongressSlugContext.Provider value={slug}>{children}</CongressSlugContext.Provider>;
}

export function useCongressSlug(): string {
  const provided = useContext(CongressSlugContext);
  const { congressSlug } = useParams();
  const slug = provided ?? congressSlug;
  if (!slug) throw new Error('useCongressSlug needs a congress route');
  return slug;
}
