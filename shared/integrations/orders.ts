/**
 * Sales data (issue 21): the merchant's orders, sent by API or dropped by SFTP. An order's number is
 * the claims' reference; its lines are goods lines, checked with the very schema the answer modal
 * and the bulk wizard use. When an order arrives, its open investigations that wait for their goods
 * get them ('from your sales data'), and investigations opened later for it are opened complete.
 */
import * as z from 'zod/mini';
import { goodsLineSchema, MAX_GOODS_LINES, referenceField } from '../claims/schema';

/** Orders one API call carries at most. */
export const MAX_ORDERS_PER_BATCH = 1000;

const text = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(max, { error: 'form.tooLong' }));

export const orderSchema = z.strictObject({
  /** The order number: what the merchant's claims carry as their reference. */
  order_number: referenceField,
  lines: z
    .array(goodsLineSchema)
    .check(
      z.minLength(1, { error: 'claims.linesRequired' }),
      z.maxLength(MAX_GOODS_LINES, { error: 'form.tooLong' }),
    ),
  customer: z.optional(
    z.strictObject({
      name: z.optional(text(200)),
      email: z.optional(z.email({ error: 'form.invalidEmail' }).check(z.maxLength(254))),
    }),
  ),
});
export type Order = z.output<typeof orderSchema>;
export type OrderInput = z.input<typeof orderSchema>;

export const ordersBatchSchema = z.strictObject({
  orders: z
    .array(orderSchema)
    .check(
      z.minLength(1, { error: 'form.required' }),
      z.maxLength(MAX_ORDERS_PER_BATCH, { error: 'integration.tooManyOrders' }),
    ),
});

/** What a batch did: orders new, changed or the same as already received; investigations completed. */
export const ordersResultSchema = z.strictObject({
  received: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  claimsCompleted: z.number(),
});
export type OrdersResult = z.infer<typeof ordersResultSchema>;

/** The Idempotency-Key header: the client's name for one batch, kept a day. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,100}$/;

/** What the sales data brought, for Home and the Sales Data page: its last batch, counts and errors. */
export const salesDataReportSchema = z.strictObject({
  batches: z.number(),
  ordersReceived: z.number(),
  claimsCompleted: z.number(),
  refusedBatches: z.number(),
  lastReceivedAt: z.nullable(z.string()),
  lastRefusedAt: z.nullable(z.string()),
  /** The first problem of the last refused batch: where (`orders.3.lines.0.unit_price`) and its message key. */
  lastRefusal: z.nullable(z.strictObject({ path: z.string(), message: z.string() })),
});
export type SalesDataReport = z.infer<typeof salesDataReportSchema>;
