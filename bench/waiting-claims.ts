/**
 * The sales-data benchmarks' company: investigations opened from a bulk file without their goods,
 * waiting for the orders the benchmark sends (their order numbers spread over the orders).
 */
export async function openWaitingClaims(
  companyId: string,
  count: number,
  referenceOf: (index: number) => string,
  tracking: string,
): Promise<void> {
  const { newClaim, openClaims } = await import('../functions/claims/open-claim');
  const claims = Array.from({ length: count }, (_, index) =>
    newClaim({
      claimId: `${companyId}-claim-${index}`,
      companyId,
      source: 'bulk',
      owner: { userId: 'bench', email: 'bench@example.test' },
      credentialId: 'none',
      tracking_number: `1Z${tracking}${String(index).padStart(10, '0')}`,
      carrier: 'ups',
      issue: 'lost',
      reference: referenceOf(index),
      lines: [],
      documents: [],
      given: { originalInvoice: true, pictures: false },
      at: new Date().toISOString(),
    }),
  );
  await openClaims(claims, 'bench@example.test');
}
