import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useCongresses } from '../../../api/congresses.ts';
import { useAuditFacets } from '../api/get-audit-facets.ts';
import { type AuditFilters, EMPTY_AUDIT_FILTERS } from '../audit-filters.ts';
import { actionLabel, entityLabel, m } from '../messages.ts';

type Props = { value: AuditFilters; onChange: (filters: AuditFilters) => void };

export function AuditFiltersForm({ value, onChange }: Props) {
  const intl = useIntl();
  const facets = useAuditFacets();
  const congresses = useCongresses();
  const set = <K extends keyof AuditFilters>(key: K, next: AuditFilters[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <form aria-label={intl.formatMessage(m.filters)} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
        <Select
          label={intl.formatMessage(m.congress)}
          placeholder={intl.formatMessage(m.allCongresses)}
          clearable
          data={(congresses.data ?? []).map((c) => ({ value: String(c.id), label: c.label }))}
          value={value.congressId}
          onChange={(next) => set('congressId', next)}
        />
        <TextInput
          label={intl.formatMessage(m.actorEmail)}
          value={value.actorEmail}
          onChange={(event) => set('actorEmail', event.currentTarget.value)}
        />
        <Select
          label={intl.formatMessage(m.entity)}
          placeholder={intl.formatMessage(m.allEntities)}
          clearable
          data={(facets.data?.entities ?? []).map((entity) => ({
            value: entity,
            label: entityLabel(intl, entity),
          }))}
          value={value.entity}
          onChange={(next) => set('entity', next)}
        />
        <Select
          label={intl.formatMessage(m.action)}
          placeholder={intl.formatMessage(m.allActions)}
          clearable
          data={(facets.data?.actions ?? []).map((action) => ({
            value: action,
            label: actionLabel(intl, action),
          }))}
          value={value.action}
          onChange={(next) => set('action', next)}
        />
        <TextInput
          label={intl.formatMessage(m.from)}
          type="date"
          value={value.from}
          onChange={(e) => set('from', e.currentTarget.value)}
        />
        <TextInput
          label={intl.formatMessage(m.to)}
          type="date"
          value={value.to}
          onChange={(e) => set('to', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={() => onChange(EMPTY_AUDIT_FILTERS)}>
          {intl.formatMessage(m.clear)}
        </Button>
      </Group>
    </form>
  );
}
