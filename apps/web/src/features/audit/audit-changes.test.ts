import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.ts';

const scalar = (value: string | number | boolean | null) => ({ kind: 'scalar', value });

/** A participation as Manage Registration records it, trimmed to what the diff reads. */
const participation = (registration: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 41,
  rateId: 3,
  rate: { id: 3, label: 'Hotel Tivoli - shared room', roomOption: 'twin/double' },
  currency: 'EUR',
  priceCents: 60_000,
  registrations: [
    {
      id: 90,
      position: 1,
      participant: { id: 7, firstName: 'Ana', lastName: 'Silva', email: 'ana@demo.test' },
      statusRegistration: 'confirmed',
      roomOption: 'double',
      arrivalDate: '2027-05-03',
      activities_id: [1, 2],
      ...registration,
    },
  ],
  version: 4,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...extra,
});

describe('auditChanges: what an entry changed, field by field', () => {
  it('reads a room Double -> Twin and a status Confirmed -> On hold, and nothing else', () => {
    const set = auditChanges(
      participation({}),
      participation(
        { roomOption: 'twin', statusRegistration: 'on_hold' },
        { version: 5, updatedAt: '2026-11-28T09:00:00.000Z' },
      ),
    );
    const ana = { kind: 'item', key: 'registrations', name: 'Ana Silva', id: 90, index: 0 };
    expect(set).toEqual({
      kind: 'update',
      currency: 'EUR',
      changes: [
        {
          path: 'registrations[id:90].statusRegistration',
          scope: [ana],
          key: 'statusRegistration',
          before: scalar('confirmed'),
          after: scalar('on_hold'),
        },
        {
          path: 'registrations[id:90].roomOption',
          scope: [ana],
          key: 'roomOption',
          before: scalar('double'),
          after: scalar('twin'),
        },
      ],
    });
  });

  it('names another record by its name, not its id or each of its fields', () => {
    const set = auditChanges(
      participation({}),
      participation(
        {},
        { rateId: 4, rate: { id: 4, label: 'Hotel Avenida - single', roomOption: 'single' } },
      ),
    );
    expect(set.changes).toEqual([
      {
        path: 'rate',
        scope: [],
        key: 'rate',
        before: { kind: 'named', name: 'Hotel Tivoli - shared room' },
        after: { kind: 'named', name: 'Hotel Avenida - single' },
      },
    ]);
  });

  it('goes into nested records of the same id, lists of values as lists, and added list items', () => {
    const before = participation({});
    const after = participation({
      participant: { id: 7, firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@demo.test' },
      activities_id: [1, 3],
    });
    const registrations = after.registrations as Record<string, unknown>[];
    registrations.push({
      id: 91,
      position: 2,
      participant: { id: 8, firstName: 'Rui', lastName: 'Costa' },
      statusRegistration: 'pending',
      arrivalDate: null,
    });
    const rows = auditChanges(before, after).changes.map((c) => [c.path, c.before, c.after]);
    expect(rows).toEqual([
      ['registrations[id:90].participant.email', scalar('ana@demo.test'), scalar('ana.silva@demo.test')],
      [
        'registrations[id:90].activities_id',
        { kind: 'list', values: [1, 2] },
        { kind: 'list', values: [1, 3] },
      ],
      ['registrations[id:91].position', undefined, scalar(2)],
      ['registrations[id:91].participant', undefined, { kind: 'named', name: 'Rui Costa' }],
      ['registrations[id:91].statusRegistration', undefined, scalar('pending')],
    ]);
    expect(auditChanges(before, after).changes[2]?.scope).toEqual([
      { kind: 'item', key: 'registrations', name: 'Rui Costa', id: 91, index: 1 },
    ]);
  });

  it('reads an update that recorded only the values it wrote: what it left out did not change', () => {
    const row = { id: 90, roomOption: 'double', statusRegistration: 'confirmed', arrivalDate: '2027-05-03' };
    const set = auditChanges(row, { roomOption: 'twin', updatedAt: '2026-11-28T09:00:00.000Z' });
    expect(set.changes.map((c) => [c.key, c.before, c.after])).toEqual([
      ['roomOption', scalar('double'), scalar('twin')],
    ]);
  });

  it('lists the values of a created or deleted record, leaving out the empty ones', () => {
    const section = { id: 5, name: 'North', city: 'Porto', notes: null, createdAt: '2026-11-28T09:00:00Z' };
    expect(auditChanges(null, section)).toEqual({
      kind: 'create',
      currency: null,
      changes: [
        { path: 'name', scope: [], key: 'name', before: undefined, after: scalar('North') },
        { path: 'city', scope: [], key: 'city', before: undefined, after: scalar('Porto') },
      ],
    });
    const deleted = auditChanges(section, null);
    expect(deleted.kind).toBe('delete');
    expect(deleted.changes.map((c) => [c.key, c.before, c.after])).toEqual([
      ['name', scalar('North'), undefined],
      ['city', scalar('Porto'), undefined],
    ]);
  });

  it('keeps redacted fields hidden at any depth, changed or listed, and never their values', () => {
    const set = auditChanges(
      { participant: { id: 7, firstName: 'Ana', passportNumber: 'P123' }, medicalInformation: 'asthma' },
      { participant: { id: 7, firstName: 'Ana', passportNumber: 'P999' }, medicalInformation: 'asthma' },
    );
    expect(set.changes).toEqual([
      {
        path: 'participant.passportNumber',
        scope: [{ kind: 'key', key: 'participant' }],
        key: 'passportNumber',
        before: { kind: 'hidden' },
        after: { kind: 'hidden' },
      },
    ]);
    expect(JSON.stringify(set)).not.toMatch(/P123|P999|asthma/);
    const created = auditChanges(undefined, { lastName: 'Old', passportExpirationDate: '2030-01-01' });
    expect(created.changes.map((c) => [c.key, c.after])).toEqual([
      ['lastName', scalar('Old')],
      ['passportExpirationDate', { kind: 'hidden' }],
    ]);
  });

  it('matches list items without ids by position (a bulk status) and wraps a bare value', () => {
    const set = auditChanges(
      { registrations: [{ status: 'pending' }, { status: 'confirmed' }] },
      { registrations: [{ status: 'on_hold' }, { status: 'confirmed' }] },
    );
    expect(set.changes).toEqual([
      {
        path: 'registrations[at:0].status',
        scope: [{ kind: 'item', key: 'registrations', name: null, id: null, index: 0 }],
        key: 'status',
        before: scalar('pending'),
        after: scalar('on_hold'),
      },
    ]);
    expect(auditChanges(3, 4).changes).toEqual([
      { path: 'value', scope: [], key: 'value', before: scalar(3), after: scalar(4) },
    ]);
    expect(auditChanges(null, undefined)).toEqual({ kind: 'empty', changes: [], currency: null });
  });
});
