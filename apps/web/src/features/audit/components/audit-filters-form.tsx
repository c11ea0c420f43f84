import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useCongresses } from '../../../api/congresses.ts';
import { useAuditFacets } from '../api/get-audit-facets.ts';
import { type AuditFilters, EMPTY_AUDIT_FILTERS } from '../audit-filters.ts';

type Props = { value: AuditFilters; onChange: (filters: AuditFilters) => void };

export function AuditFiltersForm({ value, onChange }: Props) {
  const facets = useAuditFacets();
  const congresses = useCongresses();
  const set = <K extends keyof AuditFilters>(key: K, next: AuditFilters[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <form aria-label="Audit log filters" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
        <Select
          label="Congress"
          placeholder="All congresses"
          clearable
          data={(congresses.data ?? []).map((c) => ({ value: String(c.id), label: c.label }))}
          value={value.congressId}
          onChange={(next) => set('congressId', next)}
        />
        <TextInput
          label="Actor e-mail"
          value={value.actorEmail}
          onChange={(event) => set('actorEmail', event.currentTarget.value)}
        />
        <Select
          label="Entity"
          placeholder="All entities"
          clearable
          data={facets.data?.entities ?? []}
          value={value.entity}
          onChange={(next) => set('entity', next)}
        />
        <Select
          label="Action"
          placeholder="All actions"
          clearable
          data={facets.data?.actions ?? []}
          value={value.action}
          onChange={(next) => set('action', next)}
        />
        <TextInput
          label="From"
          type="date"
          value={value.from}
          onChange={(e) => set('from', e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={value.to}
          onChange={(e) => set('to', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={() => onChange(EMPTY_AUDIT_FILTERS)}>
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
