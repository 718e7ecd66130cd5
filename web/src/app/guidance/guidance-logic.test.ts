import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nextTour,
  notesToPopUp,
  POP_UP_SHOWN_MS,
  pausableTimer,
  seesTours,
  tourAt,
  tourPageFor,
  tourToStart,
} from './guidance-logic';

describe('which tour', () => {
  it('shows tours to a company’s people only, not to the platform’s staff', () => {
    expect(seesTours('member')).toBe(true);
    expect(seesTours('client_admin')).toBe(true);
    expect(seesTours('platform_admin')).toBe(false);
    expect(seesTours('provider_staff')).toBe(false);
    expect(seesTours(null)).toBe(false);
  });

  it('finds the tour of a tour-configured page', () => {
    expect(tourAt('/home')).toBe('home');
    expect(tourAt('/home/')).toBe('home');
    expect(tourAt('/carrier/information')).toBe('carrierInformation');
    expect(tourAt('/invoiceControl/myInvoices')).toBe('myInvoices');
    expect(tourAt('/team')).toBeNull();
  });

  it('starts the page’s tour by itself only when it is not finished', () => {
    const all = ['home', 'carrierInformation', 'myInvoices'];
    expect(tourToStart('member', '/home', all)).toBe('home');
    expect(tourToStart('member', '/home', ['myInvoices'])).toBeNull();
    expect(tourToStart('client_admin', '/invoiceControl/myInvoices', ['myInvoices'])).toBe('myInvoices');
    expect(tourToStart('platform_admin', '/home', all)).toBeNull();
    expect(tourToStart('member', '/team', all)).toBeNull();
    // Until the server answered, nothing starts.
    expect(tourToStart('member', '/home', undefined)).toBeNull();
  });

  it('replays the page’s tour from the menu, else Home’s; Redirect leads to the next tour', () => {
    expect(tourPageFor('/carrier/information')).toBe('/carrier/information');
    expect(tourPageFor('/team')).toBe('/home');
    expect(nextTour('home')).toBe('carrierInformation');
    expect(nextTour('carrierInformation')).toBe('myInvoices');
    expect(nextTour('myInvoices')).toBeNull();
  });
});

describe('which release notes pop up', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const entry = (noticeId: string, at: string) => ({ noticeId, at });

  it('pops up the entries not shown yet from the last 30 days, oldest first, three at most', () => {
    const entries = [
      entry('n.e', '2026-11-19T09:00:00Z'),
      entry('n.d', '2026-11-18T09:00:00Z'),
      entry('n.c', '2026-11-17T09:00:00Z'),
      entry('n.b', '2026-11-16T09:00:00Z'),
      entry('n.a', '2026-11-15T09:00:00Z'),
      entry('old', '2026-10-01T09:00:00Z'),
    ];
    expect(notesToPopUp(entries, ['n.a'], now).map((one) => one.noticeId)).toEqual(['n.b', 'n.c', 'n.d']);
    expect(notesToPopUp(entries, ['n.a', 'n.b', 'n.c', 'n.d', 'n.e'], now)).toEqual([]);
    expect(notesToPopUp([], [], now)).toEqual([]);
  });
});

describe('the pop-up’s timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends after its time, not counting the time it was held by the pointer or the focus', () => {
    const done = vi.fn();
    const timer = pausableTimer(POP_UP_SHOWN_MS, done);
    vi.advanceTimersByTime(4_000);
    timer.pause('hover');
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(6_000);
    timer.pause('focus');
    timer.resume('hover');
    vi.advanceTimersByTime(60_000);
    // Still held by the focus.
    expect(done).not.toHaveBeenCalled();
    timer.resume('focus');
    vi.advanceTimersByTime(5_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    timer.resume('hover');
    vi.advanceTimersByTime(20_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('never ends once cancelled', () => {
    const done = vi.fn();
    const timer = pausableTimer(1_000, done);
    timer.cancel();
    timer.resume('hover');
    vi.advanceTimersByTime(5_000);
    expect(done).not.toHaveBeenCalled();
  });
});
