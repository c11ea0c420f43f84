/**
 * What a place's pending transfer records of its group (decisions 49): the group, the one reference
 * the payer quotes for all its places, and the payer's name a bank line carries.
 */
export type GroupPaymentInfo = { groupId: number; groupReference: string; payerName: string };

export function groupPaymentOf(payment: { informationsPayment: unknown }): GroupPaymentInfo | null {
  const info = payment.informationsPayment as Partial<GroupPaymentInfo> | null;
  if (!info || typeof info.groupId !== 'number' || typeof info.groupReference !== 'string') return null;
  return {
    groupId: info.groupId,
    groupReference: info.groupReference,
    payerName: typeof info.payerName === 'string' ? info.payerName : '',
  };
}
