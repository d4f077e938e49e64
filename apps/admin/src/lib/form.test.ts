import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { describe, expect, it } from 'vitest';
import { asNumberOrNull, asTextOrNull, numberFromText } from './form.ts';

describe('numberFromText: what staff type in a number field', () => {
  it('reads decimal text as the number the API takes', () => {
    expect(numberFromText('16')).toBe(16);
    expect(numberFromText(' -3 ')).toBe(-3);
    expect(numberFromText('12.5')).toBe(12.5);
    expect(numberFromText(7)).toBe(7);
  });

  it('leaves an empty field out and keeps other text as text, for the schema to refuse', () => {
    expect(numberFromText('')).toBeUndefined();
    expect(numberFromText('   ')).toBeUndefined();
    for (const text of ['0x10', '1e3', '12abc', 'Infinity']) expect(numberFromText(text)).toBe(text);
    const refused = catalogDesk.updateSendCycle.request.safeParse({
      productSendCycleId: 1,
      stockDelta: numberFromText('0x10'),
    });
    expect(refused.success).toBe(false);
    const taken = catalogDesk.updateSendCycle.request.safeParse({
      productSendCycleId: 1,
      stockDelta: numberFromText('-3'),
    });
    expect(taken.data?.stockDelta).toBe(-3);
  });
});

describe('optional fields: empty is null, as the contract takes "none"', () => {
  it('reads a number, or null when left empty', () => {
    expect(asNumberOrNull.setValueAs('24')).toBe(24);
    expect(asNumberOrNull.setValueAs('')).toBeNull();
    expect(asNumberOrNull.setValueAs(null)).toBeNull();
  });

  it('keeps text, or null when left empty', () => {
    expect(asTextOrNull.setValueAs('https://etherscan.io/tx/{hash}')).toBe('https://etherscan.io/tx/{hash}');
    expect(asTextOrNull.setValueAs('')).toBeNull();
    expect(asTextOrNull.setValueAs(null)).toBeNull();
  });
});
