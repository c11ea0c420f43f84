import type { TCongress } from '@congress/domain/contracts/congress';
import { BankAccount } from '../../../components/money/bank-account.tsx';

/** The bank details as text to copy (decisions 35), from the congress settings only. */
export function BankDetails({
  congress,
  reference,
}: {
  congress: TCongress | undefined;
  reference: string | null;
}) {
  return <BankAccount bank={congress?.bankDetails ?? null} reference={reference} />;
}
