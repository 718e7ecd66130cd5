/**
 * The one table schema. CDK builds the production table from it and the local runtime sends the
 * same definition to DynamoDB Local as a CreateTable call, so the two can never drift apart.
 *
 * Keys are generic (electrodb style): every item has `pk`/`sk`, and the entity's name is part of
 * its keys. Tenant data keys start with `C#<companyId>`. Index names are exported as constants so
 * that nothing retypes them as strings.
 */

export const TABLE_KEYS = { partition: 'pk', sort: 'sk' } as const;

/** Attribute read by DynamoDB TTL: epoch seconds after which the item may be deleted. */
export const TTL_ATTRIBUTE = 'expiresAt';

/**
 * Secondary indexes, named after the access pattern they serve.
 * - lookup: find an item by an alternate unique key (a user by e-mail, a token by its hash).
 * - listing: list a company's items of one kind in time order (claims by date, documents...).
 * - attention: sparse; a company's claims waiting for the merchant (action required), by date, and
 *   its credited claims (the Refunds list), by the day they were credited.
 * - reference: a company's claims by order number (a dropped sales invoice finds its claims), and
 *   by tracking number (each claim's first history entry is on it): My claims' exact search.
 * - desk, deskCompany, deskCarrier: sparse; the claims desk's lanes across companies (issue 38):
 *   a lane, a lane of one company, a lane of one carrier, each in the lane's order (the carrier's
 *   deadline for claims to file, else the time the claim entered the lane).
 *
 * CloudFormation adds one index per stack update to an existing table: a deployed table that
 * lacks several takes as many deploys, each adding the next.
 */
export const INDEX = {
  lookup: { name: 'lookup', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  listing: { name: 'listing', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  attention: { name: 'attention', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  reference: { name: 'reference', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  desk: { name: 'desk', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  deskCompany: { name: 'deskCompany', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  deskCarrier: { name: 'deskCarrier', partitionKey: 'gsi7pk', sortKey: 'gsi7sk' },
} as const;

export type IndexName = (typeof INDEX)[keyof typeof INDEX]['name'];

/**
 * What the desk's indexes hold of a claim: what a lane's row shows and filters on, not the claim's
 * goods, documents and evidence (a lane of 20,000 claims reads a few hundred bytes a row). DynamoDB
 * takes at most 20 projected attributes per index (100 over every index of the table).
 */
export const DESK_PROJECTION = [
  'companyId',
  'claimId',
  'tracking_number',
  'carrier',
  'reason_refund',
  'reference',
  'state',
  'actions',
  'requestedCents',
  'currency',
  'claim_number',
  'createdAt',
  'version',
  'assignee',
  'pendingAnswers',
  'deskDecision',
  'creditSeen',
  'deskSince',
  'deskDeadline',
  'deskDeadlineEstimated',
] as const satisfies readonly string[] & { length: 20 };

/** The attributes an index holds beyond the keys (null: every attribute). */
export const indexProjection = (index: { name: IndexName }): readonly string[] | null =>
  PROJECTIONS[index.name] ?? null;

const PROJECTIONS: Partial<Record<IndexName, readonly string[]>> = {
  desk: DESK_PROJECTION,
  deskCompany: DESK_PROJECTION,
  deskCarrier: DESK_PROJECTION,
};

/** The key attributes, all strings. */
export const KEY_ATTRIBUTES = [
  TABLE_KEYS.partition,
  TABLE_KEYS.sort,
  ...Object.values(INDEX).flatMap((index) => [index.partitionKey, index.sortKey]),
] as const;

/** One index as CreateTable and UpdateTable describe it. */
export const indexDefinition = (index: (typeof INDEX)[keyof typeof INDEX]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: indexProjection(index)
    ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...indexProjection(index)!] }
    : { ProjectionType: 'ALL' as const },
});

/** The CreateTable input (minus the name) that the local runtime sends to DynamoDB Local. */
export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({
      AttributeName: name,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: Object.values(INDEX).map(indexDefinition),
  };
}
