import { describe, expect, it } from 'vitest';
import { factsDigest, receiptNumber, statementNumber } from './document-numbers.ts';

const SHIPMENT = '6c8e2d3f-9a4b-4d7c-8e1f-0000abcd1234';
const USER = '1a2b3c4d-0000-4000-8000-00000000fe01';

const held = {
  amount: 'K 3,150',
  received: '5 Mar 2026, 14:05',
  paidWith: 'MTN MoMo +260 •• ••• •789',
  standing: 'Held in escrow',
  table: [
    ['Amount paid by the cargo owner', 'K 3,150'],
    ['Platform fee (20%)', 'K 630'],
  ],
};

describe('a receipt’s number', () => {
  it('is the shipment’s short id and 8 hex digits of what the receipt states', () => {
    expect(receiptNumber(SHIPMENT, held)).toMatch(/^NJR-R-ABCD1234-[0-9A-F]{8}$/);
  });

  it('is the same for the same facts, whatever order they come in', () => {
    const reordered = {
      table: held.table,
      standing: held.standing,
      paidWith: held.paidWith,
      received: held.received,
      amount: held.amount,
    };
    expect(receiptNumber(SHIPMENT, reordered)).toBe(receiptNumber(SHIPMENT, held));
  });

  it('changes when anything it states changes: a refund later, one digit, a row’s order', () => {
    const base = receiptNumber(SHIPMENT, held);
    expect(
      receiptNumber(SHIPMENT, { ...held, standing: 'Refunded to the cargo owner on 7 Mar 2026' }),
    ).not.toBe(base);
    expect(receiptNumber(SHIPMENT, { ...held, amount: 'K 3,151' })).not.toBe(base);
    expect(receiptNumber(SHIPMENT, { ...held, table: [...held.table].reverse() })).not.toBe(base);
  });

  it('keeps a string apart from the number it spells, and reads every character of a text', () => {
    expect(factsDigest({ a: 1 })).not.toBe(factsDigest({ a: '1' }));
    expect(factsDigest('Lusaka — Kitwe')).not.toBe(factsDigest('Lusaka – Kitwe'));
  });

  it('is FNV-1a over the UTF-16 code units of the facts as canonical JSON (a change renumbers every document)', () => {
    // '"a"' as UTF-16LE bytes 22 00 61 00 22 00, hashed by an independent FNV-1a.
    expect(factsDigest('a')).toBe('2C88720C');
  });
});

describe('a monthly statement’s number', () => {
  it('is final for a month that is over: the same number whenever it is issued', () => {
    const later = statementNumber(USER, '2026-02', new Date('2026-07-01T09:00:00Z'));
    expect(later).toEqual({ number: 'NJR-S-0000FE01-2026-02', interim: false });
    expect(statementNumber(USER, '2026-02', new Date('2026-03-01T00:00:00Z'))).toEqual(later);
  });

  it('is interim for the current month, with the Lusaka minute of issue', () => {
    expect(statementNumber(USER, '2026-03', new Date('2026-03-14T07:05:30Z'))).toEqual({
      number: 'NJR-S-0000FE01-2026-03-I202603140905',
      interim: true,
    });
  });

  it('counts the month in Lusaka time: 22:30 UTC on the last day is already the next month there', () => {
    const lusakaApril = new Date('2026-03-31T22:30:00Z');
    expect(statementNumber(USER, '2026-03', lusakaApril).interim).toBe(false);
    expect(statementNumber(USER, '2026-04', lusakaApril).number).toBe('NJR-S-0000FE01-2026-04-I202604010030');
  });

  it('is interim for a month that has not begun', () => {
    expect(statementNumber(USER, '2027-01', new Date('2026-03-14T07:05:00Z')).interim).toBe(true);
  });
});
