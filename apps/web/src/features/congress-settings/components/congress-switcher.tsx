import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useCongresses } from '../../../api/congresses.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { m } from '../messages.ts';

/** Same admin screen, other congress: only the first path segment (the congress slug) changes. */
export function switchCongressPath(pathname: string, slug: string): string {
  return pathname.replace(/^\/[^/]+/, `/${encodeURIComponent(slug)}`);
}

/** The congress switcher for super admins, fed by GET /api/congress/all. */
export function CongressSwitcher() {
  const intl = useIntl();
  const congressSlug = useCongressSlug();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const congresses = useCongresses();
  const data = (congresses.data ?? []).map((c) => ({
    value: c.slug,
    label: c.is_open ? c.label : intl.formatMessage(m.closedCongress, { label: c.label }),
  }));

  return (
    <Select
      aria-label={intl.formatMessage(m.congress)}
      placeholder={intl.formatMessage(congresses.isError ? m.congressesUnavailable : m.congress)}
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
