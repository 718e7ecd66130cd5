import { describe, expect, it } from 'vitest';
import { CLAIM_MOVERS, CLAIM_STATES, canMove, canStop, isEditable, STAGE_OF } from './lifecycle';

describe('the claim lifecycle', () => {
  it('gives every state a stage', () => {
    for (const state of CLAIM_STATES) expect(STAGE_OF[state]).toBeDefined();
  });

  it('lets nobody move a claim out of stopped', () => {
    for (const mover of CLAIM_MOVERS) {
      for (const to of CLAIM_STATES) expect(canMove(mover, 'stopped', to)).toBe(false);
    }
  });

  it('lets the merchant stop an open claim and answer an unknown one, nothing else', () => {
    expect(canMove('merchant', 'requested', 'stopped')).toBe(true);
    expect(canMove('merchant', 'unknown', 'refundable')).toBe(true);
    expect(canMove('merchant', 'requested', 'credited')).toBe(false);
    expect(canMove('merchant', 'credited', 'stopped')).toBe(false);
    expect(canStop('confirmed')).toBe(true);
    expect(canStop('declined')).toBe(false);
  });

  it('lets the connector follow the carrier forward, never back to awaiting opening', () => {
    expect(canMove('connector', 'refundable', 'requested')).toBe(true);
    expect(canMove('connector', 'requested', 'processing')).toBe(true);
    expect(canMove('connector', 'processing', 'confirmed')).toBe(true);
    expect(canMove('connector', 'confirmed', 'credited')).toBe(true);
    expect(canMove('connector', 'credited', 'declined')).toBe(false);
    expect(canMove('connector', 'requested', 'refundable')).toBe(false);
    expect(canMove('connector', 'action_needed', 'requested')).toBe(false);
  });

  it('lets a platform admin correct anything but a stopped claim', () => {
    expect(canMove('platform_admin', 'declined', 'confirmed')).toBe(true);
    expect(canMove('platform_admin', 'stopped', 'requested')).toBe(false);
  });

  it('allows edits only while the stage is not closed', () => {
    expect(isEditable('refundable')).toBe(true);
    expect(isEditable('stopped')).toBe(false);
    expect(isEditable('credited')).toBe(false);
  });
});
