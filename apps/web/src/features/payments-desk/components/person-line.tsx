import { Text } from '@mantine/core';

type Person = { firstName: string; lastName: string; email: string | null; memberNumber: string | null };

/** Who a payment belongs to: name, then e-mail and member number when known. */
export function PersonLine({ person }: { person: Person }) {
  const details = [person.email, person.memberNumber].filter(Boolean).join(' · ');
  return (
    <div>
      <Text fw={600}>
        {person.firstName} {person.lastName}
      </Text>
      {details && (
        <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
          {details}
        </Text>
      )}
    </div>
  );
}
