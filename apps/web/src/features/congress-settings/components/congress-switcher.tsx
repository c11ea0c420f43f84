import { Select } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useCongresses } from '../../../api/congresses.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';

/** Same admin screen, other congress: only the first path segment (the congress slug) changes. */
export function switchCongressPath(pathname: string, slug: string): string {
  return pathname.replace(/^\/[^/]+/, `/${encodeURIComponent(slug)}`);
}

/** The congress switcher for super admins (issue 6), fed by GET /api/congress/all. */
export function CongressSwitcher() {
  const congressSlug = useCongressSlug();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const congresses = useCongresses();
  const data = (congresses.data ?? []).map((c) => ({
    value: c.slug,
    label: c.is_open ? c.label : `${c.label} (closed)`,
  }));

  return (
    <Select
      aria-label="Congress"
      placeholder={congresses.isError ? 'Congresses unavailable' : 'Congress'}
      data={data}
      value={data.some((d) => d.value === congressSlug) ? congressSlug : null}
      onChange={(slug) => {
        if (slug && slug !== congressSlug) void navigate(`${switchCongressPath(pathname, slug)}${search}`);
      }}
      allowDeselect={false}
      disabled={congresses.isPending || congresses.isError}
      searchable={data.length > 8}
      size="sm"
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
